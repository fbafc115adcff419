import { readServiceCatalog, testPlugin } from '@svc/core/testing'
import { barcodePlugin } from '../src/index.ts'

testPlugin(barcodePlugin, {
  catalog: readServiceCatalog(),
  examples: { 'barcode.generate': { data: { type: 'url', url: 'https://example.com/' } } },
})
