import { optionalDate } from '@svc/core'
import * as v from 'valibot'

export const cikParam = v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,10}$/, 'must be 1-10 digits (leading zeros optional)'), v.description('SEC Central Index Key')))
export const tickerParam = v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z][A-Z0-9.-]{0,11}$/, 'must be a ticker: a letter, then letters, digits, dot or hyphen (1-12)'), v.description('Exchange ticker')))

/** The filing-date window of a company's filings. */
export const filedWindow = { from: optionalDate('Filed on or after'), to: optionalDate('Filed on or before') }
