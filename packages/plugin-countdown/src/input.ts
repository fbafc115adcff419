import { colord, extend } from 'colord'
import namesPlugin from 'colord/plugins/names'
import * as v from 'valibot'

extend([namesPlugin])

/** ISO 8601 date-time; seconds and zone optional (no zone means UTC). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i

/** Whether the date-time's day exists (2030-02-30T00:00Z does not) and it parses. */
function onCalendar(text: string): boolean {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(text)!
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return !Number.isNaN(endTime(text)) && date.getUTCDate() === Number(day)
}

/** The instant of an end date-time (no zone means UTC). */
export function endTime(text: string): number {
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`
  return Date.parse(zoned.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))
}

const integer = (min: number, max: number, fallback: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max)), fallback)
const isColor = (text: string) => colord(text.trim().toLowerCase()).isValid()
/** The spec gives colors only a maximum (40 characters): an empty one is the template's, as if left out. */
const unlessEmpty = v.transform((text: string) => (text.trim() === '' ? undefined : text))
const color = v.optional(v.pipe(v.string(), v.maxLength(40), unlessEmpty, v.check((text) => text === undefined || isColor(text), 'must be a CSS color (hex, rgb(), hsl() or a color name)')))
/** The background: a GIF has no translucent pixels, so its opacity is 1 (refused before payment otherwise). */
const background = v.optional(v.pipe(
  v.string(),
  v.maxLength(40),
  unlessEmpty,
  v.check((text) => text === undefined || isColor(text), 'must be a CSS color (hex, rgb(), hsl() or a color name)'),
  v.check((text) => text === undefined || rgbaOf(text).alpha === 1, 'the background of a GIF must be opaque (alpha 1)'),
  v.description('Background: an opaque CSS color, alpha 1 (a GIF background cannot be translucent)'),
))
/** A boolean, or the strings true, false, 0, 1 (the query form). */
const flag = v.optional(v.pipe(v.union([v.boolean(), v.picklist(['true', 'false', '0', '1'])], 'must be true, false, 0 or 1'), v.transform((value) => value === true || value === 'true' || value === '1')), true)
const chars = (min: number, max: number) => v.pipe(v.string(), v.check((text) => Array.from(text).length >= min && Array.from(text).length <= max, `must be ${min}-${max} characters`))
const label = (fallback: string) => v.optional(chars(1, 12), fallback)

export const countdownInput = v.object({
  endDate: v.pipe(v.string(), v.maxLength(40), v.regex(DATE_TIME, 'must be an ISO 8601 date-time, e.g. 2030-12-31T23:59:59Z'), v.check(onCalendar, 'not a calendar date-time')),
  template: v.optional(v.picklist(['default', 'minimal', 'neon', 'retro', 'corporate']), 'default'),
  seconds: integer(1, 60, 60),
  fps: integer(1, 10, 1),
  width: integer(200, 1600, 600),
  height: integer(80, 800, 200),
  padding: integer(0, 200, 16),
  cellPadding: integer(0, 200, 12),
  digitFontSize: integer(20, 300, 64),
  labelFontSize: integer(6, 80, 14),
  labelPaddingY: integer(0, 60, 6),
  digitPaddingY: integer(-60, 60, 0),
  letterSpacing: integer(0, 20, 2),
  bg: background,
  fg: color,
  labelColor: color,
  dividerColor: color,
  digitFont: v.optional(v.picklist(['mono', 'sans'])),
  labelFont: v.optional(v.picklist(['mono', 'sans'])),
  digitWeight: v.optional(v.picklist(['regular', 'bold'])),
  showLabels: flag,
  showDays: flag,
  dividerChar: v.optional(chars(1, 3), ':'),
  expiredText: v.optional(chars(1, 30)),
  labelDays: label('DAYS'),
  labelHours: label('HOURS'),
  labelMinutes: label('MINUTES'),
  labelSeconds: label('SECONDS'),
})

export type CountdownInput = v.InferOutput<typeof countdownInput>

/** A colour as [r, g, b] and its alpha. */
export function rgbaOf(text: string): { rgb: [number, number, number]; alpha: number } {
  const { r, g, b, a } = colord(text.trim().toLowerCase()).toRgb()
  return { rgb: [r, g, b], alpha: a }
}
