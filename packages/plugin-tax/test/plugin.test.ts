import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { taxPlugin } from '../src/index.ts'

testPlugin(taxPlugin, {
  catalog: serviceCatalog,
  examples: { 'tax.vat-rates': { country: 'DE' } },
})
