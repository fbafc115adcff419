import { defineOperation, listAnswer, requireOne, sourceOf } from '@svc/core'
import * as v from 'valibot'
import type { DkanCondition } from '../dkan.ts'
import { limit, offset, state, words } from '../params.ts'
import { paymentRows, paymentsDataset, paymentsSource, toPayment } from '../payments.ts'
import { openPayments } from '../upstreams/open-payments.ts'

const input = v.object({
  npi: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{10}$/, 'must be a 10-digit NPI'), v.description('NPI of the physician or practitioner paid'))),
  lastName: words('Last name of the recipient'),
  payer: words('Words of the paying manufacturer or GPO'),
  state,
  limit: limit(100, 20),
  offset,
})

export default defineOperation({
  name: 'open-payments',
  method: 'GET',
  description: 'Payments from drug and device makers to U.S. physicians and teaching hospitals (CMS Open Payments, Sunshine Act general payments): by recipient NPI or name, payer and state; amount, date, nature (food, consulting, travel...), product, largest first.',
  input,
  check: (input) => requireOne(input, ['npi', 'lastName', 'payer']),
  upstreams: [openPayments],
  sources: [paymentsSource],
  keywords: ['payments to doctors from pharma', 'sunshine act payments', 'industry payments physician', 'conflict of interest doctor'],
  example: { params: { npi: '1234567893' } },
  async handler({ input, upstream, settings }) {
    const dataset = paymentsDataset(settings)
    const conditions: DkanCondition[] = [
      ...(input.npi ? [{ property: 'covered_recipient_npi', value: input.npi }] : []),
      ...(input.lastName ? [{ property: 'covered_recipient_last_name', value: input.lastName.toUpperCase() }] : []),
      ...(input.payer ? [{ property: 'applicable_manufacturer_or_applicable_gpo_making_payment_name', value: input.payer, operator: 'contains' as const }] : []),
      ...(input.state ? [{ property: 'recipient_state', value: input.state }] : []),
    ]
    const result = await paymentRows(upstream(openPayments), dataset, conditions, input.limit, input.offset)
    return listAnswer(result.rows.map(toPayment), sourceOf(openPayments, result.url), { total: result.total })
  },
})
