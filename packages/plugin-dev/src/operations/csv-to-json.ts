import { createError, defineOperation, invalidField, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { headerNames, inferCell, isUsableDelimiter, parseCsv } from '../utils/csv.ts'
import { setOwn } from '../utils/json.ts'

/** Past this estimated JSON size the answer is refused rather than built. */
const MAX_OUTPUT_BYTES = 20_000_000

export default defineOperation({
  name: 'csv-to-json',
  sources: sourcesInWords('none (papaparse)'),
  method: 'POST',
  description: 'Parses CSV text (RFC 4180 quoting, auto-detected delimiter) into JSON rows, keyed by the header row, with optional type inference.',
  input: v.strictObject({
    csv: v.pipe(v.string(), v.minLength(1), v.maxLength(1_000_000)),
    delimiter: v.optional(v.pipe(v.string(), v.check(isUsableDelimiter, 'must be "auto" or one character other than a quote or a line break')), 'auto'),
    header: v.optional(v.boolean(), true),
    inferTypes: v.optional(v.boolean(), true),
    trim: v.optional(v.boolean(), false),
    maxRows: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 10_000),
  }),
  response: 'legacy',
  keywords: ['parse csv', 'csv to json', 'spreadsheet to json', 'tsv to json', 'convert csv'],
  handler: ({ input }) => {
    const { records, delimiter, linebreak } = parseCsv(input.csv, input.delimiter, input.trim)
    const cell = input.inferTypes ? inferCell : (text: string) => text
    const columns = input.header ? (records.length > 0 ? headerNames(records[0]!) : []) : null
    const data = columns ? records.slice(1) : records
    const kept = data.slice(0, input.maxRows)
    if (columns) {
      kept.forEach((record, index) => {
        if (record.length !== columns.length) {
          const row = index + 2
          throw invalidField('csv', `record ${row} has ${record.length} fields but the header has ${columns.length}`, { row, reason: 'FieldCount' })
        }
      })
      const keyBytes = columns.reduce((sum, name) => sum + name.length + 6, 2)
      if (kept.length * keyBytes + input.csv.length > MAX_OUTPUT_BYTES) {
        throw createError('RESULT_TOO_LARGE', `csv: ${kept.length} rows keyed by ${columns.length} column names would exceed ${MAX_OUTPUT_BYTES} bytes of JSON; lower maxRows or send header: false`, { details: { field: 'maxRows' } })
      }
    }
    const rows = kept.map((record) => {
      if (!columns) return record.map(cell)
      const row = {}
      columns.forEach((name, index) => setOwn(row, name, cell(record[index]!)))
      return row
    })
    return { columns, rows, rowCount: rows.length, totalRows: data.length, truncated: data.length > rows.length, delimiter, linebreak }
  },
})
