import { RELATED_WORDS } from './related-words.ts'
import { stem } from './tokenize.ts'

/** An index word WordNet relates an everyday query word to, and how closely (0..1; 1 for a synonym). */
export interface RelatedWord {
  stem: string
  word: string
  weight: number
}

/** The weight a map's word written without one has (a first sense's gloss word, the commonest). */
const DEFAULT_WEIGHT = 4

let map: ReadonlyMap<string, readonly RelatedWord[]> | undefined

/**
 * The index's words related to a query word the index does not know ("paperwork" -> paper), from
 * the map scripts/search-related-words.ts derives from WordNet at build time; none for a word it lacks.
 */
export function relatedWords(stem: string): readonly RelatedWord[] {
  map ??= parse(RELATED_WORDS)
  return map.get(stem) ?? []
}

/** `stem word:weight ...` lines, weight 1..9; a word written without one weighs DEFAULT_WEIGHT. */
export function parse(text: string): ReadonlyMap<string, readonly RelatedWord[]> {
  const parsed = new Map<string, RelatedWord[]>()
  for (const line of text.split('\n')) {
    const [key, ...targets] = line.split(' ')
    if (!key || targets.length === 0) continue
    parsed.set(key, targets.map((target) => {
      const [found, weight] = target.split(':')
      return { stem: stem(found!), word: found!, weight: Number(weight ?? DEFAULT_WEIGHT) / 9 }
    }))
  }
  return parsed
}
