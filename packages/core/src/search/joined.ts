import { stem, words } from './tokenize.ts'

/** The least letters of each word two words written as one are split into ("cardbin": card, bin). */
const MIN_PART = 3

/**
 * Two words written as one ("cardbin", "solarsystem", "form144"): the word split where the two parts
 * are words the catalog writes side by side ("card bin", "solar system", "form 144": `together`, by
 * stems); undefined when no split does. Read before the speller, which would take the joined word for a
 * misspelling of a third ("cardbin" -> "carbon"). Parts known only apart are an English compound the
 * catalog lacks ("backstory", "judgeships"), not two words joined.
 */
export function splitJoined(word: string, together: (first: string, second: string) => boolean): string[] | undefined {
  const numbered = /^([a-z]{3,})(\d+)$/.exec(word)
  if (numbered) return together(stem(numbered[1]!), numbered[2]!) ? [numbered[1]!, numbered[2]!] : undefined
  if (!/^[a-z]+$/.test(word)) return undefined
  for (let at = MIN_PART; at <= word.length - MIN_PART; at++) {
    const first = word.slice(0, at)
    const second = word.slice(at)
    if (together(stem(first), stem(second))) return [first, second]
  }
  return undefined
}

/** The stems written side by side in texts ("air quality" -> "air qualiti"), each pair as "first second". */
export function adjacentStems(texts: Iterable<string>): Set<string> {
  const pairs = new Set<string>()
  for (const text of texts) {
    const stems = words(text).map(stem)
    for (let at = 1; at < stems.length; at++) pairs.add(`${stems[at - 1]} ${stems[at]}`)
  }
  return pairs
}
