import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { barcodePlugin } from '../src/index.ts'

testPlugin(barcodePlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: { 'barcode.generate': { data: { type: 'url', url: 'https://example.com/' } } },
})
