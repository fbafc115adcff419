import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { urlPlugin } from '../src/index.ts'

testPlugin(urlPlugin, {
  catalog: serviceCatalog,
  examples: { 'url.clean': { url: 'https://example.com/?utm_source=x&id=1' } },
})
