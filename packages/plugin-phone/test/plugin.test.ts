import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { phonePlugin } from '../src/index.ts'

testPlugin(phonePlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: { 'phone.normalize': { number: '+1 650 253 0000' } },
})
