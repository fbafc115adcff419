import * as v from 'valibot'

/** A number the provider writes as a JSON number or a numeric string ("0.53"); empty or missing is null. */
export const looseNumber = v.nullish(
  v.union([
    v.number(),
    v.pipe(v.string(), v.transform((text) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text)))),
  ]),
  null,
)

/** `YYYY-MM-DD` of an ISO date-time or date; null when empty. */
export const dayOf = (value: string | null | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null)

/** ISO date-time of unix seconds. */
export const isoOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString()

/** A decimal rounded to `digits` places, so sums and products do not show float noise. */
export const round = (value: number, digits = 6) => Number(value.toFixed(digits))

/** A required number the provider writes as a JSON number or a decimal string. */
export const decimalNumber = v.union([v.number(), v.pipe(v.string(), v.decimal('must be a decimal'), v.transform(Number))])
