import { optionalText } from '@svc/core'
import { limit, skip, str, strings, term } from '@svc/providers/openfda'
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

/** The member of an openFDA record at a field path (`device_name`, `openfda.device_class`). */
const at = (record: Record<string, any>, path: string): unknown => path.split('.').reduce<any>((value, name) => value?.[name], record)

/** An answer's text members, each read (`str`) from its openFDA field path: `texts(row, { device: 'device_name', deviceClass: 'openfda.device_class' })`. */
export function texts<K extends string>(record: Record<string, any>, fields: Record<K, string>): Record<K, string | null> {
  return Object.fromEntries(Object.entries<string>(fields).map(([name, path]) => [name, str(at(record, path))])) as Record<K, string | null>
}

/** An answer's list members, each read (`strings`) from its openFDA field path, as `texts`. */
export function textLists<K extends string>(record: Record<string, any>, fields: Record<K, string>): Record<K, string[]> {
  return Object.fromEntries(Object.entries<string>(fields).map(([name, path]) => [name, strings(at(record, path))])) as Record<K, string[]>
}
