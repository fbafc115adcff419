import * as v from 'valibot'
import { IDENTIFIER } from './declare.ts'

/** `rootName` (string 1-64, a PascalCase-able identifier; default Root). */
export const rootName = v.optional(
  v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(IDENTIFIER, 'must be an identifier: letters, digits, _ or $, not starting with a digit')),
  'Root',
)
