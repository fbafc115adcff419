import { invalidField, rowOffset, rowLimit } from '@svc/core'

/** `limit` and `offset` of list modes. */
export const limit = rowLimit
export const offset = rowOffset(10_000)
/** Exactly one of the alternative parameters: the name of the one given, or a 400. */
export function oneOf<K extends string>(input: Partial<Record<K, unknown>>, names: readonly K[]): K {
  const given = names.filter((name) => input[name] !== undefined)
  if (given.length === 1) return given[0]!
  if (given.length === 0) throw invalidField(names[0]!, `give one of ${names.join(', ')}`)
  throw invalidField(given[1]!, `give only one of ${given.join(', ')}`)
}

/** Lower case without diacritics, so "Deutsch", "deutsch" and "DEUTSCH" match, and "Reunion" finds "Réunion". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

/** How well `query` (folded) matches one of `names`: 3 exact, 2 prefix, 1 word prefix, 0 substring, -1 none. */
export function matchScore(names: readonly string[], query: string): number {
  let best = -1
  for (const name of names) {
    const text = fold(name)
    const at = text.indexOf(query)
    if (at < 0) continue
    const score = text === query ? 3 : at === 0 ? 2 : /[\s,;(\-'/]/.test(text[at - 1]!) ? 1 : 0
    if (score > best) best = score
  }
  return best
}

/** Rows matching `query`, best matches first (stable within a score). */
export function search<T>(rows: readonly T[], query: string, names: (row: T) => readonly string[]): T[] {
  const folded = fold(query)
  return rows
    .map((row, index) => ({ row, index, score: matchScore(names(row), folded) }))
    .filter((hit) => hit.score >= 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((hit) => hit.row)
}

/** The normalized list answer: one page of rows, the total before paging, and the mode. */
export function answer<T>(mode: 'lookup' | 'list', rows: readonly T[], source: Source, page?: { limit: number; offset: number }) {
  const items = page ? rows.slice(page.offset, page.offset + page.limit) : [...rows]
  return { ok: true as const, items, total: rows.length, source, meta: { mode } }
}

export interface Source {
  provider: string
  url: string
  license: string
}
