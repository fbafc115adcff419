import { defineOperation, lazyHandler, sourcesInWords } from '@svc/core'
import { checkBarcode } from '../check.ts'
import { type BarcodeInput, barcodeInput } from '../input.ts'

export default defineOperation({
  name: 'generate',
  sources: sourcesInWords('none (bwip-js; logos from the caller\'s HTTPS URL)'),
  method: 'POST',
  description: 'Generates a QR, Aztec, Data Matrix or PDF417 code for text, a URL, email, SMS, phone, Wi-Fi login, vCard contact, geo point, bitcoin payment, calendar event or JSON, as SVG, PNG or a PNG data URL, with module styles, gradients and a logo.',
  input: barcodeInput,
  effects: ['fetch'],
  response: 'binary',
  keywords: ['qr code generator', 'make a qr code', 'wifi qr code', 'vcard qr', 'aztec code', 'data matrix', 'pdf417', '2d barcode image', 'qr with logo'],
  // What can only fail (another format's options, a payload that cannot be written, a logo source of the wrong form): the 400 comes before any 402.
  check: checkBarcode,
  handler: lazyHandler<BarcodeInput>(() => import('../generate.ts')),
})
