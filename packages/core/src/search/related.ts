import { RELATED_WORDS } from './related-words.ts'

/** An index word WordNet relates an everyday query word to, and how closely (0..1; 1 for a synonym). */
export interface RelatedWord {
  stem: string
  weight: number
}

let map: ReadonlyMap<string, readonly RelatedWord[]> | undefined

/**
 * The index's words related to a query word the index does not know ("paperwork" -> paper), from
 * the map scripts/search-related-words.ts derives from WordNet at build time; none for a word it lacks.
 */
export function relatedWords(stem: string): readonly RelatedWord[] {
  map ??= parse(RELATED_WORDS)
  return map.get(stem) ?? []
}

/** `stem target:weight ...` lines, weight 1..9. */
export function parse(text: string): ReadonlyMap<string, readonly RelatedWord[]> {
  const parsed = new Map<string, RelatedWord[]>()
  for (const line of text.split('\n')) {
    const [key, ...targets] = line.split(' ')
    if (!key || targets.length === 0) continue
    parsed.set(key, targets.map((target) => {
      const [found, weight] = target.split(':')
      return { stem: found!, weight: Number(weight) / 9 }
    }))
  }
  return parsed
}
