import { isoDate, isoTime } from './dates.ts'
import type { Segment } from './segments.ts'

/** The pieces both syntaxes' `describeInterchange` read envelopes with. */

/** An element's text, null where it is empty. */
export const orNull = (text: string) => (text === '' ? null : text)

/** A trailer's count (UNT/SE segments, UNE/GE messages, UNZ/IEA groups) as a number; null when the trailer is missing or the count is not digits. */
export const declaredCount = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : null)

/** An envelope's date and time in ISO form; the text as written where it is not a real date or time. */
export const dateAndTime = (date: string, time: string) => ({ date: isoDate(date) ?? orNull(date), time: isoTime(time) ?? orNull(time) })

/** A body segment in the JSON form answers use: its tag and elements. */
export const plainSegment = (raw: { tag: string; elements: Segment['elements'] }): Segment => ({ tag: raw.tag, elements: raw.elements })

/**
 * A message's (transaction set's) segments as both syntaxes answer them: the body, its count as the trailer counts it
 * (header and trailer included) and the count its trailer declares (`declaredCount`).
 */
export const bodySegments = (body: ReadonlyArray<{ tag: string; elements: Segment['elements'] }>, declared: number | null) => ({
  segmentCount: body.length + 2,
  declaredSegmentCount: declared,
  segments: body.map(plainSegment),
})
