import { calendarDate } from '@svc/core'
import * as v from 'valibot'

const text = v.pipe(v.string(), v.maxLength(2000))
const value = v.union([text, v.pipe(v.array(text), v.minLength(1), v.maxLength(99))], 'must be a string or an array of component strings')
const element = v.union([value, v.strictObject({ repeats: v.pipe(v.array(value), v.minLength(1), v.maxLength(99)) })], 'must be a string, an array of components, or {repeats: [...]}')

/** One segment of a generate body: the tag and its elements in the JSON form parse answers with. */
export const segmentSchema = (tag: RegExp, example: string) =>
  v.strictObject({
    tag: v.pipe(v.string(), v.regex(tag, `must be a segment tag like ${example}`)),
    elements: v.pipe(v.array(element), v.maxLength(99)),
  })

export const segmentsSchema = (tag: RegExp, example: string, max: number) =>
  v.pipe(v.array(segmentSchema(tag, example)), v.minLength(1), v.maxLength(max))

/** A single printable, non-alphanumeric character used as a delimiter; a segment terminator may also be a line break. */
export const delimiterChar = v.pipe(v.string(), v.regex(/^[^A-Za-z0-9\s]$/, 'must be one special character (not a letter, digit or space)'))
export const terminatorChar = v.pipe(v.string(), v.regex(/^([^A-Za-z0-9\s]|\n)$/, 'must be one special character or a line break'))

/** The envelope's date (UTC); today when left out. */
const isoDateText = calendarDate('Date written in the envelope (UTC, default today)')
const isoTimeText = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM'))
/** The written envelope's date and time (`envelopeTime` reads them), for a generate or ack body. */
export const envelopeStamp = { date: v.optional(isoDateText), time: v.optional(isoTimeText) }
/** Whether the written document breaks a line after each segment terminator. */
export const newline = v.optional(v.boolean(), true)
