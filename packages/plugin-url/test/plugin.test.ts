import { readServiceCatalog, testPlugin } from '@svc/core/testing'
import { urlPlugin } from '../src/index.ts'

testPlugin(urlPlugin, {
  catalog: readServiceCatalog(),
  examples: { 'url.clean': { url: 'https://example.com/?utm_source=x&id=1' } },
})
