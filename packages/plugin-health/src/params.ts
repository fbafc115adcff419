import { rowOffset, rowLimit, optionalText } from '@svc/core'
import * as v from 'valibot'

/** A CMS Certification Number (CCN) of a hospital: 6 characters, e.g. 060024. */
export const ccn = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[0-9A-Z]{6}$/, 'must be a 6-character CMS Certification Number such as 060024'), v.description('Hospital CMS Certification Number (CCN, "facility id")'))
export const state = v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter state code'), v.description('State, e.g. CO')))
export const words = (description: string) => optionalText(2, 100, description)
export const limit = (max: number, fallback: number) => rowLimit(max, fallback, `Rows (1-${max}, default ${fallback})`)
export const offset = rowOffset(10_000)
