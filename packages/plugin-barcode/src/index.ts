export { barcodePlugin } from './plugin.ts'
export { barcodePlugin as default } from './plugin.ts'
