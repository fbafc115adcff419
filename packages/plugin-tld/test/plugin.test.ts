import { readServiceCatalog, testPlugin } from '@svc/core/testing'
import { tldPlugin } from '../src/index.ts'

testPlugin(tldPlugin, {
  catalog: readServiceCatalog(),
  examples: { 'tld.info': { domain: 'www.example.co.uk' } },
})
