import { calendarDate, invalidField } from '@svc/core'
import * as v from 'valibot'

const CODE = /^[A-Z]{3}$/

/** An ISO 4217 code, any case. */
export const currency = (description: string) =>
  v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(CODE, 'must be an ISO 4217 code of 3 letters'), v.description(description))

/** A comma-separated list of ISO 4217 codes (at most `max`). */
export const currencyList = (description: string, max: number) =>
  v.pipe(
    v.string(),
    v.toUpperCase(),
    v.transform((value) => [...new Set(value.split(',').map((code) => code.trim()).filter(Boolean))]),
    v.check((codes) => codes.length > 0 && codes.every((code) => CODE.test(code)), 'must be ISO 4217 codes of 3 letters, comma-separated'),
    v.check((codes) => codes.length <= max, `must name at most ${max} currencies`),
    v.description(description),
  )

export const isoDate = calendarDate

export const today = () => new Date().toISOString().slice(0, 10)

/** Refuses a date after today (the ECB has not published it). */
export function notFuture(field: string, date: string | undefined): void {
  if (date && date > today()) throw invalidField(field, `${date} is in the future`)
}
