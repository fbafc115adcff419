import { readServiceCatalog, testPlugin } from '@svc/core/testing'
import { taxPlugin } from '../src/index.ts'

testPlugin(taxPlugin, {
  catalog: readServiceCatalog(),
  examples: { 'tax.vat-rates': { country: 'DE' } },
})
