import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The tax group: VAT rates from an embedded table, and VAT number checks (EU in VIES, UK with HMRC). */
export const taxPlugin = definePlugin({
  examples,
  group: 'tax',
  search: { vocabulary },
  operations,
})
