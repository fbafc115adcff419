import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { answer, ON_HOST, valueParam } from '../answer.ts'
import type { Row } from '../row.ts'
import { checkAba } from './aba.ts'
import { checkBic } from './bic.ts'
import { checkCusip } from './cusip.ts'
import { checkGln } from './gln.ts'
import { checkGtin } from './gtin.ts'
import { checkIban } from './iban.ts'
import { checkIsin } from './isin.ts'
import { checkLei } from './lei.ts'
import { checkSscc } from './sscc.ts'

/** The check of each identifier type, by the name of its own operation. */
const CHECKS = {
  aba: checkAba,
  bic: checkBic,
  cusip: checkCusip,
  gln: checkGln,
  gtin: checkGtin,
  iban: checkIban,
  isin: checkIsin,
  lei: checkLei,
  sscc: checkSscc,
} satisfies Record<string, (value: string) => Row>

export type IdentifierType = keyof typeof CHECKS
export const IDENTIFIER_TYPES = Object.keys(CHECKS) as IdentifierType[]

export default defineOperation({
  name: 'batch',
  method: 'POST',
  sources: [ON_HOST],
  description: 'Checks up to 100 identifiers of any of the nine types (aba, bic, cusip, gln, gtin, iban, isin, lei, sscc) in one call, answering in order.',
  input: v.strictObject({
    items: v.pipe(
      v.array(v.strictObject({ type: v.picklist(IDENTIFIER_TYPES), value: valueParam })),
      v.minLength(1, 'must hold at least 1 item'),
      v.maxLength(100, 'must hold at most 100 items'),
    ),
  }),
  keywords: ['bulk validation', 'validate many identifiers', 'check digit batch', 'mixed identifiers'],
  handler: ({ input }) => answer(input.items.map(({ type, value }) => ({ type, ...CHECKS[type](value) }))),
})
