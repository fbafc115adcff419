import { optionalText } from '@svc/core'
import { limit, skip, term } from '@svc/providers/openfda'
import * as v from 'valibot'

/** The medical group reads openFDA through @svc/providers/openfda: one upstream definition, query builder and record readers. */
export { anyDay, dateRange, either, fdaList, first, flag, isoDay, list, openFda, searchRecalls, str, strings, term } from '@svc/providers/openfda'

/** The paging every openFDA list takes (@svc/providers/openfda's): at most 100 a page and 25,000 deep. */
export const paging = { limit, skip }
export const words = (description: string, max = 120) => optionalText(2, max, description)

/** An FDA product code: three letters, e.g. DXY. */
export const productCode = v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'must be an FDA product code of 3 letters, e.g. DXY'), v.description('FDA device product code (3 letters)')))

/** The search terms of the inputs given, each in its openFDA field (`{ device: 'device_name' }`), in the table's order. */
export function fieldTerms<T extends object>(input: T, fields: { [K in keyof T]?: string }): Array<string | undefined> {
  return Object.entries(fields).map(([name, field]) => {
    const value = input[name as keyof T]
    return value ? term(field as string, String(value)) : undefined
  })
}
