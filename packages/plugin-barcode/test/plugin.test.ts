import { testPlugin } from '@svc/core/testing'
import { barcodePlugin } from '../src/index.ts'

testPlugin(barcodePlugin, {
  examples: { 'barcode.generate': { data: { type: 'url', url: 'https://example.com/' } } },
})
