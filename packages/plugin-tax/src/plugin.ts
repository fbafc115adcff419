import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import vat from './operations/vat.ts'
import vatRates from './operations/vat-rates.ts'
import { vocabulary } from './vocabulary.ts'

/** The tax group: VAT rates from an embedded table, and VAT number checks (EU in VIES, UK with HMRC). */
export const taxPlugin = definePlugin({
  examples,
  group: 'tax',
  search: { vocabulary },
  operations: [
    vatRates,
    vat,
  ],
})
