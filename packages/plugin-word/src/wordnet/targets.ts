import type { Synset } from './synset.ts'
import { synset } from './synset.ts'

export interface Target { symbol: string; synset: Synset; words: string[] }

/** Synsets a synset points to with any of `symbols` (pointers between whole synsets). */
export function semanticTargets(from: Synset, symbols: readonly string[]): Target[] {
  return from.pointers
    .filter((pointer) => pointer.source === 0 && symbols.includes(pointer.symbol))
    .map((pointer) => {
      const target = synset(pointer.pos, pointer.offset)
      return { symbol: pointer.symbol, synset: target, words: target.words }
    })
}

/** Words that `lemma` (one word of the synset) points to with `symbol`: lexical pointers such as antonyms. */
export function lexicalTargets(from: Synset, lemma: string, symbol?: string): Target[] {
  const number = from.words.findIndex((word) => word.toLowerCase() === lemma.toLowerCase()) + 1
  return from.pointers
    .filter((pointer) => pointer.source !== 0 && pointer.source === number && (symbol === undefined || pointer.symbol === symbol))
    .map((pointer) => {
      const target = synset(pointer.pos, pointer.offset)
      return { symbol: pointer.symbol, synset: target, words: [target.words[pointer.target - 1]!] }
    })
}
