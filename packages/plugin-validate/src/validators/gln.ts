import type { Validator } from '../result.ts'
import { prefixDetails, validateGs1Number } from './gs1-number.ts'

/** GLN: 13-digit Global Location Number. */
export const validateGln: Validator = (input) => validateGs1Number(input, 'GLN', [13], (value) => prefixDetails(value))
