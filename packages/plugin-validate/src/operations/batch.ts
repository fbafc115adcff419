import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { identifierValue, SOURCE } from '../identifier-operation.ts'
import { IDENTIFIER_TYPES, VALIDATORS } from '../validators/index.ts'

export default defineOperation({
  name: 'batch',
  method: 'POST',
  description: 'Checks up to 100 identifiers of any supported type (aba, bic, cusip, gln, gtin, iban, isin, lei, sscc) in one call, answering in order.',
  input: v.strictObject({
    items: v.pipe(
      v.array(v.strictObject({ type: v.picklist(IDENTIFIER_TYPES), value: identifierValue })),
      v.minLength(1),
      v.maxLength(100),
    ),
  }),
  price: { usd: 0.003 },
  keywords: ['validate many', 'bulk check', 'several identifiers'],
  handler: ({ input }) => {
    const items = input.items.map(({ type, value }) => ({ type, ...VALIDATORS[type](value) }))
    return { ok: true, items, total: items.length, source: SOURCE }
  },
})
