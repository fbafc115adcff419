import type { Validator } from '../result.ts'
import { prefixDetails, validateGs1Number } from './gs1-number.ts'

/** GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14. */
export const validateGtin: Validator = (input) =>
  validateGs1Number(input, 'GTIN', [8, 12, 13, 14], (value) => {
    const gtin14 = value.padStart(14, '0')
    return {
      kind: `GTIN-${value.length}`,
      gtin14,
      ...(value.length === 8 ? {} : prefixDetails(gtin14.slice(1))),
      ...(value.length === 14 ? { packagingIndicator: value[0] } : {}),
    }
  })
