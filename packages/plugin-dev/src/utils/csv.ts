import { invalidField, lazyRequire } from '@svc/core'
import type PapaType from 'papaparse'

// papaparse loads at the first call, not at the host's start.
const papa = lazyRequire<typeof PapaType>(import.meta.url, 'papaparse')

/** Characters papaparse (and RFC 4180) cannot use as a delimiter. */
const BAD_DELIMITERS = new Set(['"', '\r', '\n', '\uFEFF'])

export function isUsableDelimiter(value: string): boolean {
  return value === 'auto' || ([...value].length === 1 && !BAD_DELIMITERS.has(value))
}

/** A JSON number literal without a leading `+` or leading zeros (so zip codes and ids stay text). */
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/
const INTEGER = /^-?\d+$/

/** `""` → null, true/false (any case) → boolean, exact numbers → number, anything else stays text. */
export function inferCell(cell: string): string | number | boolean | null {
  if (cell === '') return null
  const lower = cell.toLowerCase()
  if (lower === 'true') return true
  if (lower === 'false') return false
  if (!NUMBER.test(cell)) return cell
  const number = Number(cell)
  if (!Number.isFinite(number)) return cell
  // Integers past 2^53 would silently change: keep them as text.
  if (INTEGER.test(cell) && !Number.isSafeInteger(number)) return cell
  return Object.is(number, -0) ? 0 : number
}

export interface ParsedCsv {
  records: string[][]
  delimiter: string
  linebreak: string
}

/** A line holding nothing but whitespace: skipped, not read as a record of one empty field. */
function isBlank(record: string[]): boolean {
  return record.length === 1 && record[0]!.trim() === ''
}

/** Parses the whole text into records of strings, blank lines left out; malformed quoting is a 400 naming the record. */
export function parseCsv(csv: string, delimiter: string, trim: boolean): ParsedCsv {
  const result = papa().parse<string[]>(csv, {
    delimiter: delimiter === 'auto' ? '' : delimiter,
    header: false,
    dynamicTyping: false,
    skipEmptyLines: false,
    ...(trim ? { transform: (value: string) => value.trim() } : {}),
  })
  const quoteError = result.errors.find((error) => error.type === 'Quotes')
  if (quoteError) {
    // Records are numbered from 1 as the caller sees them: blank lines do not count.
    const record = result.data.slice(0, (quoteError.row ?? 0) + 1).filter((fields) => !isBlank(fields)).length
    throw invalidField('csv', `record ${record}: ${quoteError.message.toLowerCase()} (${quoteError.code})`, { row: record, reason: quoteError.code })
  }
  return { records: result.data.filter((fields) => !isBlank(fields)), delimiter: result.meta.delimiter, linebreak: result.meta.linebreak }
}

/** Column names of a header record: blanks become `column<N>`; duplicates are refused. */
export function headerNames(record: string[]): string[] {
  const names = record.map((name, index) => (name.trim() === '' ? `column${index + 1}` : name))
  const seen = new Set<string>()
  for (const name of names) {
    if (seen.has(name)) throw invalidField('csv', `the header names column "${name}" twice; rename one or send header: false`, { row: 1, reason: 'DuplicateHeader' })
    seen.add(name)
  }
  return names
}
