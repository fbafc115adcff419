export interface NaicsEntry { title: string; description: string | null; index: string[] }
export interface NaicsTable { vintage: string; codes: Record<string, NaicsEntry> }
type Entry = NaicsEntry
type Table = NaicsTable

let loading: Promise<Table> | undefined
/**
 * The 2017 NAICS table (1.8 MB), loaded on first use. Also exported as `@svc/providers/naics`:
 * @svc/plugin-class reads its titles here rather than shipping a second copy.
 */
export const naicsTable = () => (loading ??= import('./naics-2017.json').then((module) => module.default as Table))

/** Sectors that span several two-digit codes. */
const RANGES = ['31-33', '44-45', '48-49']

/** The sector of a code: `31-33` for 311, `54` for 5415. */
export function sectorOf(code: string): string {
  const two = Number(code.slice(0, 2))
  return RANGES.find((range) => {
    const [from, to] = range.split('-').map(Number)
    return two >= from! && two <= to!
  }) ?? code.slice(0, 2)
}

/** 2 for a sector, else the number of digits (6 = national industry). */
export const levelOf = (code: string) => (code.includes('-') ? 2 : code.length)

export function hierarchy(table: Table, code: string) {
  const path = [sectorOf(code), ...[3, 4, 5, 6].filter((length) => length <= code.length).map((length) => code.slice(0, length))]
  return [...new Set(path)].filter((step) => table.codes[step]).map((step) => ({ code: step, title: table.codes[step]!.title }))
}

export function children(table: Table, code: string) {
  const within = (candidate: string) => (code.includes('-') ? sectorOf(candidate) === code : candidate.startsWith(code))
  const level = code.includes('-') ? 3 : code.length + 1
  return Object.keys(table.codes).filter((candidate) => !candidate.includes('-') && candidate.length === level && within(candidate)).sort().map((child) => ({ code: child, title: table.codes[child]!.title }))
}

const words = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/).filter((word) => word.length > 1)
/** A word matches another that starts with it, so "farm" finds "farming". */
const share = (query: string[], have: string[]) => query.filter((word) => have.some((candidate) => candidate.startsWith(word))).length / query.length

/** Each entry's title and index terms split into words once per table, not on every query. */
const tokenised = new WeakMap<Table, Array<{ code: string; entry: Entry; title: string[]; index: string[][] }>>()
function tokens(table: Table) {
  let rows = tokenised.get(table)
  if (!rows) tokenised.set(table, (rows = Object.entries(table.codes).map(([code, entry]) => ({ code, entry, title: words(entry.title), index: entry.index.map(words) }))))
  return rows
}

/** Codes ranked for a description: the title counts most, then the best index entry; a phrase found whole ranks first. */
export function rank(table: Table, query: string, level: number | undefined) {
  const asked = words(query)
  const phrase = query.toLowerCase().trim()
  const hits = []
  for (const { code, entry, title: titleWords, index } of tokens(table)) {
    if (level !== undefined && levelOf(code) !== level) continue
    const title = share(asked, titleWords)
    let best = { score: 0, term: null as string | null }
    for (const [position, term] of entry.index.entries()) {
      const score = share(asked, index[position]!) + (term.toLowerCase().includes(phrase) ? 0.25 : 0)
      if (score > best.score) best = { score, term }
    }
    const titleScore = title + (entry.title.toLowerCase().includes(phrase) ? 0.25 : 0)
    const score = Math.max(titleScore * 1.1, best.score)
    if (score < 0.5) continue
    hits.push({ code, title: entry.title, level: levelOf(code), score: Math.min(1, Math.round((score / 1.375) * 1000) / 1000), matchedOn: titleScore * 1.1 >= best.score ? 'title' : 'index', matchedTerm: titleScore * 1.1 >= best.score ? null : best.term })
  }
  return hits.sort((a, b) => b.score - a.score || b.level - a.level || a.code.localeCompare(b.code))
}
