import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The barcode operations answered on the host. */
export const barcodePlugin = definePlugin({
  examples,
  group: 'barcode',
  search: { vocabulary },
  operations,
})
