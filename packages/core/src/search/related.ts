import { RELATED_WORDS } from './related-words.ts'
import { stem } from './tokenize.ts'

/** An index word WordNet relates an everyday query word to, and how closely (0..1; 1 for a synonym). */
export interface RelatedWord {
  stem: string
  word: string
  weight: number
}

/** The weight (1..9) a map's word written without one has (a first sense's gloss word, the commonest). */
export const DEFAULT_WEIGHT = 4

let lines: ReadonlyMap<string, string> | undefined

/**
 * The index's words related to a query word the index does not know ("nightfall" -> twilight), from
 * the map scripts/search-related-words.ts derives from WordNet at build time; none for a word it lacks.
 * The map is split into lines on first use; a line's words are read when a query asks for it.
 */
export function relatedWords(stem: string): readonly RelatedWord[] {
  lines ??= splitLines(RELATED_WORDS)
  const line = lines.get(stem)
  return line === undefined ? [] : readTargets(line)
}

/** `stem word:weight ...` lines, weight 1..9; a word written without one weighs DEFAULT_WEIGHT. */
export function parse(text: string): ReadonlyMap<string, readonly RelatedWord[]> {
  return new Map([...splitLines(text)].map(([key, line]) => [key, readTargets(line)]))
}

function splitLines(text: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const line of text.split('\n')) {
    const space = line.indexOf(' ')
    if (space > 0) found.set(line.slice(0, space), line.slice(space + 1))
  }
  return found
}

function readTargets(line: string): RelatedWord[] {
  return line.split(' ').map((target) => {
    const [word, weight] = target.split(':')
    return { stem: stem(word!), word: word!, weight: Number(weight ?? DEFAULT_WEIGHT) / 9 }
  })
}
