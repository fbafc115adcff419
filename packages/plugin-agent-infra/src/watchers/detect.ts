import { createHash } from 'node:crypto'
import { createError, invalidField } from '@svc/core'

/**
 * How a kind tells a change in what it watches:
 * - `items`: new rows appeared (by the first id field present, else the whole row);
 * - `value`: a number of the first row crossed `above`/`below` or moved by `changePercent`;
 * - `field`: any JSON value of the first row changed (a version, a status);
 * - `snapshot`: the rows changed at all (DNS records, headers, WHOIS).
 */
export type Detector =
  | { mode: 'items'; id: string[] }
  | { mode: 'value'; field: string }
  | { mode: 'field'; field: string }
  | { mode: 'snapshot'; ignore?: string[] }

/** Caller options a detection reads (value thresholds, the field to read). */
export interface DetectOptions {
  field?: string | undefined
  above?: number | undefined
  below?: number | undefined
  changePercent?: number | undefined
}

export interface Detection {
  memory: unknown
  /** What status shows as the current observation. */
  current: unknown
  /** The webhook's data when something changed. */
  change?: Record<string, unknown>
}

const MAX_SEEN = 1000
const MAX_SNAPSHOT_BYTES = 32 * 1024

/** The rows of an operation's answer: `items` of the normalized shape, or the answer itself. */
export function rowsOf(answer: unknown): unknown[] {
  const items = (answer as { items?: unknown })?.items
  return Array.isArray(items) ? items : [answer]
}

function at(row: unknown, path: string): unknown {
  let value: unknown = row
  for (const part of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  return value
}

/** JSON with sorted keys, so equal data compares equal. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`
  if (value !== null && typeof value === 'object') return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`).join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

const digest = (value: unknown) => createHash('sha256').update(stable(value)).digest('hex').slice(0, 32)

function identity(row: unknown, fields: string[]): string {
  for (const field of fields) {
    const value = at(row, field)
    if (typeof value === 'string' || typeof value === 'number') return `${field}:${value}`
  }
  return `row:${digest(row)}`
}

/** The number a value watcher follows; decimal strings (gwei amounts) count, null does not (Number(null) is 0). */
function numberAt(rows: unknown[], field: string, chosen: boolean): number {
  if (rows.length === 0) throw createError('NOT_FOUND', 'the watched operation found nothing for these parameters')
  const raw = at(rows[0], field)
  if (raw === null) throw createError('NOT_FOUND', `the watched operation has no value at ${field} for these parameters`)
  if (raw === undefined && chosen) throw invalidField('field', `the watched answer has no member ${field}`)
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN
  if (!Number.isFinite(value)) throw createError('UPSTREAM_FAILED', `the watched answer has no number at ${field}`)
  return value
}

/** Compares an answer with what the watcher remembers; `memory` undefined is the first look (a baseline, never a change). */
export function detect(detector: Detector, options: DetectOptions, memory: any, answer: unknown): Detection {
  const rows = rowsOf(answer)
  if (detector.mode === 'items') {
    const ids = rows.map((row) => identity(row, detector.id))
    const seen = new Set<string>(memory?.seen ?? [])
    const fresh = rows.filter((_, i) => !seen.has(ids[i]!))
    const next = { seen: [...new Set([...ids, ...(memory?.seen ?? [])])].slice(0, MAX_SEEN) }
    const current = { items: rows.length }
    return memory === undefined || fresh.length === 0 ? { memory: next, current } : { memory: next, current, change: { newItems: fresh } }
  }
  const field = options.field ?? ('field' in detector ? detector.field : '')
  if (detector.mode === 'value') {
    const value = numberAt(rows, field, options.field !== undefined)
    const last = memory?.last as number | undefined
    const base = memory?.notified as number | undefined
    const reasons: string[] = []
    if (last !== undefined && options.above !== undefined && last <= options.above && value > options.above) reasons.push('above')
    if (last !== undefined && options.below !== undefined && last >= options.below && value < options.below) reasons.push('below')
    const percent = options.changePercent ?? (options.above === undefined && options.below === undefined ? 1 : undefined)
    if (base !== undefined && percent !== undefined && value !== base && (base === 0 || (Math.abs(value - base) / Math.abs(base)) * 100 >= percent)) reasons.push('changePercent')
    const current = { field, value }
    if (memory === undefined || reasons.length === 0) return { memory: { last: value, notified: base ?? value }, current }
    return { memory: { last: value, notified: value }, current, change: { field, previous: base, current: value, reasons, row: rows[0] } }
  }
  if (detector.mode === 'field') {
    const value = at(rows[0], field) ?? null
    const current = { field, value }
    if (memory === undefined || stable(memory.value) === stable(value)) return { memory: { value }, current }
    return { memory: { value }, current, change: { field, previous: memory.value, current: value, row: rows[0] ?? null } }
  }
  const ignore = new Set(detector.ignore ?? [])
  const view = rows.map((row) => (row !== null && typeof row === 'object' && !Array.isArray(row) ? Object.fromEntries(Object.entries(row).filter(([key]) => !ignore.has(key))) : row))
  const hash = digest(view)
  const kept = stable(view).length <= MAX_SNAPSHOT_BYTES ? view : null
  if (memory === undefined || memory.hash === hash) return { memory: { hash, rows: kept }, current: { rows: kept } }
  return { memory: { hash, rows: kept }, current: { rows: kept }, change: { previous: memory.rows, current: kept } }
}
