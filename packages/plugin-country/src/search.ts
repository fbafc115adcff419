/** Lower case without diacritics: "cote d'ivoire" finds "Côte d'Ivoire". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

/**
 * Rows whose names contain `query` (or equal it, when `exact`), best first: exact names, then
 * names starting with the query, then the rest, each in data order.
 */
export function search<T>(rows: readonly T[], query: string, names: (row: T) => readonly string[], exact: boolean): T[] {
  const wanted = fold(query)
  const score = (row: T) => {
    let best = -1
    for (const name of names(row)) {
      const text = fold(name)
      const value = text === wanted ? 2 : exact ? -1 : text.startsWith(wanted) ? 1 : text.includes(wanted) ? 0 : -1
      best = Math.max(best, value)
    }
    return best
  }
  return rows
    .map((row, index) => ({ row, index, score: score(row) }))
    .filter((hit) => hit.score >= 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((hit) => hit.row)
}
