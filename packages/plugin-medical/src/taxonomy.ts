export interface TaxonomyEntry {
  code: string
  grouping: string | null
  classification: string | null
  specialization: string | null
  displayName: string | null
  section: string | null
  definition: string | null
}
interface Table { version: string; entries: TaxonomyEntry[]; byCode: Map<string, TaxonomyEntry> }
type Row = [string, string | null, string | null, string | null, string | null, string | null, string | null]

let loading: Promise<Table> | undefined
/** The NUCC Health Care Provider Taxonomy code set (about 400 kB), loaded on first use. Also read by provider-id-resolve. */
export const taxonomyTable = () => (loading ??= import('./data/nucc-taxonomy.json', { with: { type: 'json' } }).then((module) => {
  const raw = module.default as unknown as { version: string; codes: Row[] }
  const entries = raw.codes.map(([code, grouping, classification, specialization, displayName, section, definition]) => ({ code, grouping, classification, specialization, displayName, section, definition }))
  return { version: raw.version, entries, byCode: new Map(entries.map((entry) => [entry.code, entry])) }
}))

/** A taxonomy code: 10 characters, the last an X. */
export const TAXONOMY_CODE = /^[0-9]{3}[0-9A-Z]{6}X$/

/** The classification-level entry of a specialization (same grouping and classification, no specialization). */
export const parentOf = (table: Table, entry: TaxonomyEntry) => (entry.specialization
  ? table.entries.find((other) => !other.specialization && other.grouping === entry.grouping && other.classification === entry.classification) ?? null
  : null)

/** The specializations under a classification-level entry. */
export const childrenOf = (table: Table, entry: TaxonomyEntry) => (entry.specialization ? [] : table.entries.filter((other) => other.specialization && other.grouping === entry.grouping && other.classification === entry.classification))

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 1)

/** Entries whose names hold every word of the query (names first, then definitions), best first. */
export function searchTaxonomy(table: Table, query: string): TaxonomyEntry[] {
  const wanted = words(query)
  const scored: Array<[TaxonomyEntry, number]> = []
  for (const entry of table.entries) {
    const names = words([entry.displayName, entry.classification, entry.specialization, entry.grouping].filter(Boolean).join(' '))
    const definition = words(entry.definition ?? '')
    const inNames = wanted.filter((word) => names.some((name) => name.startsWith(word))).length
    const inDefinition = wanted.filter((word) => definition.some((name) => name.startsWith(word))).length
    if (inNames === wanted.length) scored.push([entry, 2 + (entry.specialization ? 0 : 0.5)])
    else if (inNames + inDefinition >= wanted.length && inDefinition > 0) scored.push([entry, 1])
  }
  return scored.sort((a, b) => b[1] - a[1] || a[0].code.localeCompare(b[0].code)).map(([entry]) => entry)
}
