import { booleanOrNull, textOrNull } from '@svc/core'
import * as v from 'valibot'

/** An O*NET-SOC code (15-1252.00); a 6-digit SOC code (15-1252) means its .00 occupation. */
export const onetCode = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{2}-\d{4}(\.\d{2})?$/, 'must be an O*NET-SOC code such as 15-1252.00 (or a SOC code such as 15-1252)'),
  v.transform((code) => (code.includes('.') ? code : `${code}.00`)),
  v.description('O*NET-SOC code, e.g. 15-1252.00'),
)

/** An occupation in O*NET's lists: code, title and tags. */
export const listedOccupation = v.looseObject({
  code: v.string(),
  title: v.string(),
  tags: v.nullish(v.looseObject({ bright_outlook: booleanOrNull, green: booleanOrNull }), null),
  href: textOrNull,
})
export type ListedOccupation = v.InferOutput<typeof listedOccupation>

/** The row of a listed occupation, with its O*NET OnLine page. */
export function occupationRow(occupation: ListedOccupation) {
  return {
    code: occupation.code,
    title: occupation.title,
    brightOutlook: occupation.tags?.bright_outlook ?? null,
    url: `https://www.onetonline.org/link/summary/${occupation.code}`,
  }
}
