import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { textPlugin } from '../src/index.ts'

testPlugin(textPlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: { 'text.redact': { text: 'Write to jane@example.com or call +1 415 555 2671.', mask: 'partial' } },
})
