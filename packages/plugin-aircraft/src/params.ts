import { invalidField } from '@svc/core'
import * as v from 'valibot'
import { icaoToNNumber, nNumberToIcao } from './n-number.ts'

/** `registration` or `hex`, exactly one. */
export const aircraftInput = v.object({
  registration: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9][A-Z0-9-]{1,9}$/, 'must be a registration of 2-10 letters, digits or hyphens, e.g. N628TS or HB-JCN'), v.description('Registration (tail number)'))),
  hex: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[0-9A-F]{6}$/, 'must be a 24-bit ICAO address: 6 hex digits'), v.description('ICAO 24-bit (Mode S) address'))),
})

/** The identifiers known before asking anyone: U.S. N-numbers and A-block addresses convert both ways. */
export function identifiers(input: v.InferOutput<typeof aircraftInput>) {
  if (Boolean(input.registration) === Boolean(input.hex)) throw invalidField('registration', 'give exactly one of registration or hex')
  const registration = input.registration ?? (input.hex ? icaoToNNumber(input.hex) : undefined)
  const hex = input.hex ?? (input.registration ? nNumberToIcao(input.registration) : undefined)
  return { asked: (input.registration ?? input.hex)!, registration, hex }
}
