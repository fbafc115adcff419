import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { tldPlugin } from '../src/index.ts'

testPlugin(tldPlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: { 'tld.info': { domain: 'www.example.co.uk' } },
})
