import * as v from 'valibot'

/** Parameter schemas shared by the gov operations: the same bound reads the same everywhere. */
export const isoDate = (description: string) => v.optional(v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'), v.description(description)))
export const stateCode = (description = 'State or territory, e.g. TX') => v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter state code'), v.description(description)))
export const text = (min: number, max: number, description: string) => v.optional(v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max), v.description(description)))
export const integer = (min: number, max: number, description: string) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max), v.description(description)))
/** A page size with its default. */
export const limit = (max: number, fallback: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max), v.description(`Rows per page (1-${max})`)), fallback)
/** A 1-based page number. */
export const page = (max = 1000) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max), v.description('Page (1-based)')), 1)
/** A 0-based row offset. */
export const offset = (max = 1_000_000) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max), v.description('Rows to skip')), 0)
export const amount = (description: string) => v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e12), v.description(description)))
