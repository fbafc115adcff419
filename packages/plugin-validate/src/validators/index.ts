import type { Validator } from '../result.ts'
import { validateAba } from './aba.ts'
import { validateBic } from './bic.ts'
import { validateCusip } from './cusip.ts'
import { validateGln } from './gln.ts'
import { validateGtin } from './gtin.ts'
import { validateIban } from './iban.ts'
import { validateIsin } from './isin.ts'
import { validateLei } from './lei.ts'
import { validateSscc } from './sscc.ts'

/** Every identifier this group checks, by its operation name. */
export const VALIDATORS = {
  aba: validateAba,
  bic: validateBic,
  cusip: validateCusip,
  gln: validateGln,
  gtin: validateGtin,
  iban: validateIban,
  isin: validateIsin,
  lei: validateLei,
  sscc: validateSscc,
} satisfies Record<string, Validator>

export type IdentifierType = keyof typeof VALIDATORS
export const IDENTIFIER_TYPES = Object.keys(VALIDATORS) as IdentifierType[]
