import { invalidField } from '@svc/core'

/** A 400 to throw: the field it names, and what it says. */
type FieldError = readonly [field: string, message: string]

/**
 * Throws the 400 unless exactly one of two inputs that exclude each other is given (a name or an NDC, a code or
 * words): `none` when neither is, `both` when both are.
 */
export function oneOfTwo<T extends object>(input: T, [first, second]: readonly [keyof T, keyof T], none: FieldError, both: FieldError): void {
  if (!input[first] && !input[second]) throw invalidField(...none)
  if (input[first] && input[second]) throw invalidField(...both)
}
