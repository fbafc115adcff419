import { createError, defineOperation, invalidField, lazyRequire, sourcesInWords } from '@svc/core'
import type PapaType from 'papaparse'
import * as v from 'valibot'
import { isUsableDelimiter } from '../utils/csv.ts'
import { flattenJson } from '../utils/flatten.ts'
import { assertDepth, hasOwn, isObject, type JsonObject, type JsonValue } from '../utils/json.ts'

// papaparse loads at the first call, not at the host's start.
const papa = lazyRequire<typeof PapaType>(import.meta.url, 'papaparse')

const MAX_COLUMNS = 10_000
const MAX_CELLS = 2_000_000

const row = v.custom<JsonObject>(isObject, 'expected a JSON object')

export default defineOperation({
  name: 'json-to-csv',
  sources: sourcesInWords('none (papaparse)'),
  method: 'POST',
  description: 'Writes an array of JSON objects as CSV (RFC 4180 quoting), with column choice and order, nested members flattened to path columns.',
  input: v.strictObject({
    rows: v.pipe(v.array(row), v.minLength(1), v.maxLength(100_000)),
    columns: v.optional(v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(200))), v.minLength(1), v.maxLength(MAX_COLUMNS), v.check((list) => new Set(list).size === list.length, 'must not repeat a column'))),
    delimiter: v.optional(v.pipe(v.string(), v.check((value) => value !== 'auto' && isUsableDelimiter(value), 'must be one character other than a quote or a line break')), ','),
    header: v.optional(v.boolean(), true),
    flatten: v.optional(v.boolean(), true),
    separator: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(10)), '.'),
    newline: v.optional(v.picklist(['crlf', 'lf']), 'crlf'),
    escapeFormulae: v.optional(v.boolean(), false),
  }),
  response: 'legacy',
  keywords: ['json to csv', 'export csv', 'json to spreadsheet', 'array to csv', 'excel csv'],
  handler: ({ input }) => {
    assertDepth(input.rows, 'rows')
    const flat = input.rows.map((item, index) =>
      input.flatten ? flattenJson(item, { separator: input.separator, arrayStyle: 'dot', field: `rows.${index}`, maxKeys: MAX_COLUMNS }) : item)
    const columns = input.columns ?? discoverColumns(flat)
    if (columns.length === 0) throw invalidField('rows', 'the objects have no members to make columns of')
    if (columns.length > MAX_COLUMNS || columns.length * flat.length > MAX_CELLS) {
      throw createError('RESULT_TOO_LARGE', `rows: ${flat.length} rows × ${columns.length} columns is past the limit (${MAX_COLUMNS} columns, ${MAX_CELLS} cells); pick columns or send flatten: false`, { details: { field: 'columns' } })
    }
    const data = flat.map((item) => columns.map((name) => (hasOwn(item, name) ? cellText(item[name]!) : '')))
    const csv = papa().unparse({ fields: columns, data }, {
      delimiter: input.delimiter,
      header: input.header,
      newline: input.newline === 'crlf' ? '\r\n' : '\n',
      escapeFormulae: input.escapeFormulae,
    })
    return { csv, columns, rowCount: data.length }
  },
})

/** Every key, in the order first seen. */
function discoverColumns(rows: JsonObject[]): string[] {
  const seen = new Set<string>()
  for (const item of rows) for (const key of Object.keys(item)) seen.add(key)
  return [...seen]
}

/** null → empty cell; strings as they are; objects and arrays (left nested or empty) as JSON text. */
function cellText(value: JsonValue): string {
  if (value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
