import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The barcode operations answered on the host. */
export const barcodePlugin = definePlugin({
  group: 'barcode',
  search: { vocabulary },
  operations,
})
