import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { urlPlugin } from '../src/index.ts'

testPlugin(urlPlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: { 'url.clean': { url: 'https://example.com/?utm_source=x&id=1' } },
})
