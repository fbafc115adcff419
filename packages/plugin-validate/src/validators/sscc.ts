import { compact, type Validator } from '../result.ts'
import { prefixDetails, validateGs1Number } from './gs1-number.ts'

/** SSCC: 18 digits (extension digit, company prefix and serial reference, check digit); the AI (00) may precede it. */
export const validateSscc: Validator = (input) => {
  const value = compact(input).replace(/^\(00\)/, '').replace(/^00(?=\d{18}$)/, '')
  const result = validateGs1Number(value, 'SSCC', [18], (sscc) => ({
    extensionDigit: sscc[0],
    companyPrefixAndSerial: sscc.slice(1, 17),
    ...prefixDetails(sscc.slice(1, 14)),
  }))
  return { ...result, input }
}
