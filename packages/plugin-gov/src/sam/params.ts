import * as v from 'valibot'

export const uei = v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{12}$/, 'must be a 12-character SAM Unique Entity ID'), v.description('Unique Entity ID (UEI)')))
export const cage = v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{5}$/, 'must be a 5-character CAGE code'), v.description('CAGE code')))
/** SAM's entity and exclusion searches serve at most 10 records a page. */
export const samLimit = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10), v.description('Rows per page (1-10, SAM.gov maximum)')), 10)
