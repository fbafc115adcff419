import { createError, durationMs, type Duration, type OperationContext, type OperationSource } from '@svc/core'
import { csvRows, decodeText } from './csv.ts'
import { nucc, taxonomyFile } from './upstreams/nucc.ts'

export interface TaxonomyEntry {
  code: string
  grouping: string | null
  classification: string | null
  specialization: string | null
  displayName: string | null
  section: string | null
  definition: string | null
}
export interface TaxonomyTable {
  version: string
  /** The URL the code set was read from, for `source.url`. */
  url: string
  entries: TaxonomyEntry[]
  byCode: Map<string, TaxonomyEntry>
}

/** A taxonomy code: 10 characters, the last an X. */
export const TAXONOMY_CODE = /^[0-9]{3}[0-9A-Z]{6}X$/

/** How long the code set is kept, downloaded and parsed: the `cacheTtl` of the operations that read it (its path is a setting). */
export const TAXONOMY_TTL: Duration = '7d'
const KEPT_MS = durationMs(TAXONOMY_TTL)!

/** The code set as the operations that read it declare it (`sources`). */
export const taxonomySource: OperationSource = { upstream: nucc, about: 'NUCC Health Care Provider Taxonomy code set CSV (`/images/stories/CSV/nucc_taxonomy_{version}.csv`, or `settings.medical.taxonomyPath`), indexed in memory', cacheTtl: TAXONOMY_TTL }

/** The columns of NUCC's CSV that are read (its header: Code, Grouping, Classification, Specialization, Definition, Notes, Display Name, Section). */
const COLUMNS = { code: 'Code', grouping: 'Grouping', classification: 'Classification', specialization: 'Specialization', definition: 'Definition', displayName: 'Display Name', section: 'Section' } as const

/** The code set from NUCC's CSV; another file (a web page, an error) is a 502. */
export function parseTaxonomy(text: string): Pick<TaxonomyTable, 'entries' | 'byCode'> {
  const rows = csvRows(text)
  const header = (rows[0] ?? []).map((name) => name.trim())
  const at = Object.fromEntries(Object.entries(COLUMNS).map(([key, name]) => [key, header.indexOf(name)])) as Record<keyof typeof COLUMNS, number>
  const missing = Object.entries(at).filter(([, index]) => index < 0).map(([key]) => COLUMNS[key as keyof typeof COLUMNS])
  if (missing.length > 0) throw createError('UPSTREAM_FAILED', `NUCC sent a file that is not the taxonomy CSV (no column ${missing.join(', ')})`)
  const cell = (row: string[], index: number) => (row[index] ?? '').replace(/\s+/g, ' ').trim() || null
  const entries: TaxonomyEntry[] = []
  for (const row of rows.slice(1)) {
    const code = cell(row, at.code)?.toUpperCase()
    if (!code || !TAXONOMY_CODE.test(code)) continue
    entries.push({
      code,
      grouping: cell(row, at.grouping),
      classification: cell(row, at.classification),
      specialization: cell(row, at.specialization),
      displayName: cell(row, at.displayName),
      section: cell(row, at.section),
      definition: cell(row, at.definition),
    })
  }
  if (entries.length === 0) throw createError('UPSTREAM_FAILED', 'NUCC sent a taxonomy CSV without any code')
  return { entries, byCode: new Map(entries.map((entry) => [entry.code, entry])) }
}

/** The code set each downloaded file holds, parsed once per file the client hands back (its `accept` and the index share it). */
const codeSets = new WeakMap<Uint8Array, Pick<TaxonomyTable, 'entries' | 'byCode'>>()
function codeSetOf(bytes: Uint8Array) {
  let codeSet = codeSets.get(bytes)
  if (!codeSet) codeSets.set(bytes, (codeSet = parseTaxonomy(decodeText(bytes))))
  return codeSet
}

/** The file's `accept`: NUCC's CSV with codes, or it is refused before the client keeps it a week (module level: asked once per answer). */
const codeSetFile = (bytes: Uint8Array) => void codeSetOf(bytes)

interface Loaded { table: Promise<TaxonomyTable>; until: number }
/** Per host (its state store) and file: the parsed code set, kept a week. Hosts on Redis do not share it (the file is too large for the shared answer cache). */
const loaded = new WeakMap<object, Map<string, Loaded>>()

/**
 * The NUCC code set the host's settings name, downloaded from NUCC on first use and parsed into an index kept a week; concurrent
 * first calls share one download. A failed download is not kept: the next call asks again (core serves last week's copy while NUCC
 * fails, within the upstream's maxStaleSeconds).
 */
export function taxonomyTable(ctx: Pick<OperationContext<unknown>, 'settings' | 'state' | 'upstream'>): Promise<TaxonomyTable> {
  const file = taxonomyFile(ctx.settings)
  let files = loaded.get(ctx.state)
  if (!files) loaded.set(ctx.state, (files = new Map()))
  const now = Date.now()
  const kept = files.get(file.path)
  if (kept && now < kept.until) return kept.table
  const table = ctx.upstream(nucc).bytes(file.path, { accept: codeSetFile }).then((response) => ({ version: file.version, url: response.url, ...codeSetOf(response.data) }))
  const entry = { table, until: now + KEPT_MS }
  files.set(file.path, entry)
  table.catch(() => {
    if (files.get(file.path) === entry) files.delete(file.path)
  })
  return table
}

/** The classification-level entry of a specialization (same grouping and classification, no specialization). */
export const parentOf = (table: TaxonomyTable, entry: TaxonomyEntry) => (entry.specialization
  ? table.entries.find((other) => !other.specialization && other.grouping === entry.grouping && other.classification === entry.classification) ?? null
  : null)

/** The specializations under a classification-level entry. */
export const childrenOf = (table: TaxonomyTable, entry: TaxonomyEntry) => (entry.specialization ? [] : table.entries.filter((other) => other.specialization && other.grouping === entry.grouping && other.classification === entry.classification))

/** The words of a text that a search matches (letters and digits, two or more). */
export const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 1)

/** Entries whose names hold every word of the query (classifications before their specializations), then those whose names and definition hold them all. */
export function searchTaxonomy(table: TaxonomyTable, query: string): TaxonomyEntry[] {
  const wanted = words(query)
  const holds = (have: string[], word: string) => have.some((name) => name.startsWith(word))
  const scored: Array<[TaxonomyEntry, number]> = []
  for (const entry of table.entries) {
    const names = words([entry.displayName, entry.classification, entry.specialization, entry.grouping].filter(Boolean).join(' '))
    if (wanted.every((word) => holds(names, word))) {
      scored.push([entry, entry.specialization ? 2 : 2.5])
      continue
    }
    const definition = words(entry.definition ?? '')
    if (wanted.every((word) => holds(names, word) || holds(definition, word))) scored.push([entry, 1])
  }
  return scored.sort((a, b) => b[1] - a[1] || a[0].code.localeCompare(b[0].code)).map(([entry]) => entry)
}
