/**
 * Matching of two venues' listings of the same question: word overlap of the questions (Jaccard index of
 * their significant words) adjusted by how close their closing dates are. Pure functions, no I/O.
 */

const STOP = new Set(['a', 'an', 'the', 'will', 'be', 'by', 'in', 'on', 'of', 'to', 'for', 'at', 'or', 'and', 'is', 'are', 'it', 'this', 'that', 'than', 'with', 'from', 'as', 'before', 'after', 'end', 'who', 'what', 'which', 'does', 'do', 'any'])
const MONTHS: Record<string, string> = { jan: 'january', feb: 'february', mar: 'march', apr: 'april', jun: 'june', jul: 'july', aug: 'august', sep: 'september', sept: 'september', oct: 'october', nov: 'november', dec: 'december' }

/** Significant lowercase words of a question: punctuation, thousands separators and `$` dropped, month abbreviations spelled out. */
export function wordsOf(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/[^a-z0-9.%]+/g, ' ')
    .split(' ')
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .map((word) => MONTHS[word] ?? word)
    .filter((word) => word.length > 0 && !STOP.has(word))
  return new Set(words)
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0
  let shared = 0
  for (const word of a) if (b.has(word)) shared += 1
  return shared / (a.size + b.size - shared)
}

const DAY_MS = 86_400_000

/** Score 0-1: the word overlap, +0.1 when both close within 3 days of each other, -0.2 when more than 31 days apart. */
export function matchScore(questionA: string, questionB: string, dateA: string | null, dateB: string | null): number {
  const base = jaccard(wordsOf(questionA), wordsOf(questionB))
  let adjust = 0
  if (dateA && dateB) {
    const apart = Math.abs(Date.parse(dateA) - Date.parse(dateB)) / DAY_MS
    if (apart <= 3) adjust = 0.1
    else if (apart > 31) adjust = -0.2
  }
  return Math.max(0, Math.min(1, Number((base + adjust).toFixed(4))))
}

/** Greedy one-to-one pairing: the best-scoring pairs first, each market used once, scores below `minScore` dropped. */
export function pairUp<A, B>(left: A[], right: B[], score: (a: A, b: B) => number, minScore: number): Array<{ a: A; b: B; score: number }> {
  const candidates: Array<{ i: number; j: number; score: number }> = []
  left.forEach((a, i) => right.forEach((b, j) => {
    const value = score(a, b)
    if (value >= minScore) candidates.push({ i, j, score: value })
  }))
  candidates.sort((x, y) => y.score - x.score || x.i - y.i || x.j - y.j)
  const usedA = new Set<number>()
  const usedB = new Set<number>()
  const pairs: Array<{ a: A; b: B; score: number }> = []
  for (const candidate of candidates) {
    if (usedA.has(candidate.i) || usedB.has(candidate.j)) continue
    usedA.add(candidate.i)
    usedB.add(candidate.j)
    pairs.push({ a: left[candidate.i]!, b: right[candidate.j]!, score: candidate.score })
  }
  return pairs
}
