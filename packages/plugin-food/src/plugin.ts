import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The food group: packaged foods by barcode (Open Food Facts) and UK food hygiene ratings (FSA); no key needed. */
export const foodPlugin = definePlugin({
  group: 'food',
  search: { vocabulary },
  operations,
})
