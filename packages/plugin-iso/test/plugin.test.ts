import { testPlugin } from '@svc/core/testing'
import { isoPlugin } from '../src/index.ts'

testPlugin(isoPlugin, {
  examples: {
    'iso.currency': { code: 'EUR' },
    'iso.language': { code: 'de' },
    'iso.subdivision': { code: 'US-CA' },
  },
})
