import { testPlugin } from '@svc/core/testing'
import { textPlugin } from '../src/index.ts'

testPlugin(textPlugin, {
  examples: { 'text.redact': { text: 'Write to jane@example.com or call +1 415 555 2671.', mask: 'partial' } },
})
