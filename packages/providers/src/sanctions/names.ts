/**
 * Company-name comparison that ignores what varies between registries: case, accents,
 * punctuation, "&"/"and", word order and legal-form suffixes (Inc., GmbH, S.A., ...).
 */
const LEGAL_FORMS = new Set([
  'inc', 'incorporated', 'corp', 'corporation', 'co', 'company', 'cos', 'ltd', 'limited', 'llc', 'llp', 'lp', 'plc', 'pllc', 'pc', 'holdings', 'holding', 'group',
  'gmbh', 'ag', 'kg', 'kgaa', 'se', 'sa', 'sas', 'sarl', 'srl', 'spa', 'nv', 'bv', 'ab', 'as', 'asa', 'aps', 'oy', 'oyj', 'kk', 'pte', 'pty', 'bhd', 'sdn', 'ltda', 'the',
])

export function nameTokens(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    // "S.A." and "N.V." become "sa" and "nv" before punctuation splits words.
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, '$1')
    .replace(/\b([a-z])\.([a-z])\.?/g, '$1$2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
  const core = words.filter((word) => !LEGAL_FORMS.has(word) && word !== 'and')
  return core.length > 0 ? core : words
}

/** The distinctive words of a name, for searching a registry. */
export const coreName = (name: string) => nameTokens(name).join(' ')

function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>()
  for (let i = 0; i < text.length - 1; i++) {
    const gram = text.slice(i, i + 2)
    grams.set(gram, (grams.get(gram) ?? 0) + 1)
  }
  return grams
}

/** Sørensen-Dice coefficient over character bigrams. */
function dice(a: string, b: string): number {
  if (a === b) return 1
  if (a.length < 2 || b.length < 2) return 0
  const left = bigrams(a)
  const right = bigrams(b)
  let shared = 0
  for (const [gram, count] of left) shared += Math.min(count, right.get(gram) ?? 0)
  return (2 * shared) / (a.length - 1 + b.length - 1)
}

/**
 * Similarity 0-1: word order does not count (sorted words are compared by bigrams), and the
 * share of words in common weighs in, so "Bank of America" and "America Bank" stay apart
 * from "Bank of America Corp" only by their real difference.
 */
export function nameSimilarity(a: string, b: string): number {
  const left = nameTokens(a)
  const right = nameTokens(b)
  const sortedDice = dice([...left].sort().join(' '), [...right].sort().join(' '))
  const leftSet = new Set(left)
  const common = right.filter((word) => leftSet.has(word)).length
  const overlap = (2 * common) / (left.length + right.length)
  return Math.round((0.6 * sortedDice + 0.4 * overlap) * 1000) / 1000
}

export type Confidence = 'high' | 'medium' | 'low'
export const confidenceOf = (score: number): Confidence => (score >= 0.9 ? 'high' : score >= 0.75 ? 'medium' : 'low')
