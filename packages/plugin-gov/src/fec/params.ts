import * as v from 'valibot'

export const candidateId = v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[HSP][0-9A-Z]{8}$/, 'must be an FEC candidate id such as P80001571'), v.description('FEC candidate id')))
export const committeeId = v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^C\d{8}$/, 'must be an FEC committee id such as C00401224'), v.description('FEC committee id')))
export const party = v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'must be a 3-letter FEC party code such as DEM or REP')))
export const cycle = (description = 'Two-year election cycle (even year)') => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1976), v.maxValue(2100), v.check((year) => year % 2 === 0, 'must be an even year (two-year cycles)'), v.description(description)))
export const cursor = v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{4,400}$/, 'must be the nextCursor of a previous answer'), v.description('nextCursor of the previous page')))
