import { cappedDistance } from './distance.ts'

/**
 * Misspellings ("recal", "wether", "pirce"): a word the index does not know is read as the known word
 * one edit away (two for long words) that starts with the same letter. Known words are kept by first
 * letter and length, so a lookup measures a few hundred words at most and building costs nothing.
 */
export interface Speller {
  /** The known word closest to `word`, or undefined when none is near enough. */
  correct(word: string): string | undefined
}

const MIN_LENGTH = 5
/** Four-letter words are read only through a swap of two letters side by side ("nwes", "tiem"): one edit of any other kind lands on too many words. */
const SHORT = 4
/** From this length two edits are allowed. */
const LONG = 7

export function createSpeller(known: Iterable<string>, frequency: (word: string) => number): Speller {
  const buckets = new Map<string, string[]>()
  const words = new Set<string>()
  for (const word of known) {
    if (word.length < SHORT || !/^[a-z]+$/.test(word) || words.has(word)) continue
    words.add(word)
    const key = `${word[0]}${word.length}`
    const list = buckets.get(key)
    if (list) list.push(word)
    else buckets.set(key, [word])
  }
  // Word -> its correction (null: none): a query's unknown words are measured against hundreds of known ones, once.
  const corrections = new Map<string, string | null>()
  return {
    correct(word) {
      let found = corrections.get(word)
      if (found === undefined) {
        if (corrections.size > 10_000) corrections.clear()
        corrections.set(word, (found = closest(word) ?? null))
      }
      return found ?? undefined
    },
  }

  function closest(word: string): string | undefined {
    if (word.length === SHORT && !words.has(word) && /^[a-z]+$/.test(word)) return swapped(word)
    if (word.length < MIN_LENGTH || words.has(word) || !/^[a-z]+$/.test(word)) return undefined
    const allowed = word.length >= LONG ? 2 : 1
    let best: string | undefined
    let bestDistance = allowed + 1
    for (let length = word.length - allowed; length <= word.length + allowed; length++) {
      for (const candidate of buckets.get(`${word[0]}${length}`) ?? []) {
        const distance = cappedDistance(word, candidate, allowed + 1)
        if (distance < bestDistance || (distance === bestDistance && best !== undefined && frequency(candidate) > frequency(best))) {
          best = candidate
          bestDistance = distance
        }
      }
    }
    return bestDistance <= allowed ? best : undefined
  }

  function swapped(word: string): string | undefined {
    for (let at = 1; at < word.length - 1; at++) {
      const candidate = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
      if (words.has(candidate)) return candidate
    }
    return inserted(word)
  }

  /** s25/lang: a four-letter word missing one letter after its first ("stok", "queu", "latr") is the one known word it then spells, when only one does. */
  function inserted(word: string): string | undefined {
    const found = new Set<string>()
    for (let at = 1; at <= word.length; at++) {
      for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
        const candidate = word.slice(0, at) + letter + word.slice(at)
        if (words.has(candidate)) found.add(candidate)
        if (found.size > 1) return undefined
      }
    }
    return found.size === 1 ? [...found][0] : undefined
  }
}
