import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { hashPlugin } from '../src/index.ts'

testPlugin(hashPlugin, { catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url), examples: { 'hash.compute': { text: 'abc' } } })
