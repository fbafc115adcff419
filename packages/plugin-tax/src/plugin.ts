import { definePlugin } from '@svc/core'
import { intents, vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The tax group: VAT rates from an embedded table, and VAT number checks (EU in VIES, UK with HMRC). */
export const taxPlugin = definePlugin({
  group: 'tax',
  search: { vocabulary, intents },
  operations,
})
