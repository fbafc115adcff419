import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { barcodePlugin } from '../src/index.ts'

testPlugin(barcodePlugin, {
  catalog: serviceCatalog,
  examples: { 'barcode.generate': { data: { type: 'url', url: 'https://example.com/' } } },
})
