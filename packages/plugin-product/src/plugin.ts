import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The product group: products by barcode number (Open Products Facts, then Open Food Facts), with the GS1 prefix from validate.gtin. */
export const productPlugin = definePlugin({
  group: 'product',
  search: { vocabulary },
  operations,
})
