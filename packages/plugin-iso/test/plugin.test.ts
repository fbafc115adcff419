import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { isoPlugin } from '../src/index.ts'

testPlugin(isoPlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: {
    'iso.currency': { code: 'EUR' },
    'iso.language': { code: 'de' },
    'iso.subdivision': { code: 'US-CA' },
  },
})
