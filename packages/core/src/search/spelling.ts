/**
 * Misspellings ("recal", "wether", "pirce"): a word the index does not know is read as the known word
 * one edit away (two for long words), found through a table of the known words with one letter
 * deleted (symmetric delete), so a lookup costs a few map reads whatever the size of the vocabulary.
 */
export interface Speller {
  /** The known word closest to `word`, or undefined when none is near enough. */
  correct(word: string): string | undefined
}

const MIN_LENGTH = 5
/** From this length two edits are allowed. */
const LONG = 7

export function createSpeller(known: Iterable<string>, frequency: (word: string) => number): Speller {
  const words = new Set<string>()
  for (const word of known) if (word.length >= MIN_LENGTH - 1 && /^[a-z]+$/.test(word)) words.add(word)
  const byDeletion = new Map<string, string[]>()
  const add = (key: string, word: string) => {
    const list = byDeletion.get(key)
    if (!list) byDeletion.set(key, [word])
    else if (list[list.length - 1] !== word) list.push(word)
  }
  for (const word of words) {
    add(word, word)
    for (const deleted of deletions(word)) add(deleted, word)
  }
  return {
    correct(word) {
      if (word.length < MIN_LENGTH || words.has(word) || !/^[a-z]+$/.test(word)) return undefined
      const allowed = word.length >= LONG ? 2 : 1
      const candidates = new Set<string>()
      for (const key of [word, ...deletions(word)]) for (const found of byDeletion.get(key) ?? []) candidates.add(found)
      let best: string | undefined
      let bestDistance = allowed + 1
      for (const candidate of candidates) {
        if (Math.abs(candidate.length - word.length) > allowed || candidate[0] !== word[0] && allowed === 1) continue
        const distance = editDistance(word, candidate)
        if (distance < bestDistance || (distance === bestDistance && best !== undefined && frequency(candidate) > frequency(best))) {
          best = candidate
          bestDistance = distance
        }
      }
      return bestDistance <= allowed ? best : undefined
    },
  }
}

function deletions(word: string): string[] {
  const out: string[] = []
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1))
  return out
}

/** Damerau-Levenshtein (optimal string alignment): a swap of two letters is one edit. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[] = new Array(rows * cols).fill(0)
  for (let i = 0; i < rows; i++) d[i * cols] = i
  for (let j = 0; j < cols; j++) d[j] = j
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(d[(i - 1) * cols + j]! + 1, d[i * cols + j - 1]! + 1, d[(i - 1) * cols + j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[(i - 2) * cols + j - 2]! + 1)
      d[i * cols + j] = value
    }
  }
  return d[rows * cols - 1]!
}
