import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import generate from './operations/generate.ts'
import { vocabulary } from './vocabulary.ts'

/** The barcode operations answered on the host. */
export const barcodePlugin = definePlugin({
  examples,
  group: 'barcode',
  search: { vocabulary },
  operations: [
    generate,
  ],
})
