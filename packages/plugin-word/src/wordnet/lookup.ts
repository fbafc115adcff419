import { indexOf, type Pos, POS_LIST } from './files.ts'
import { candidates, lemmaOf } from './morphy.ts'
import { type Synset, synset } from './synset.ts'

export interface Sense {
  lemma: string
  pos: Pos
  /** 1-based rank among the lemma's senses of that part of speech (WordNet orders by frequency). */
  sense: number
  synset: Synset
}

/** The senses of a word, part of speech by part of speech; an exact entry wins over an inflected reading. */
export function senses(word: string, only?: Pos): { senses: Sense[]; lemmas: string[] } {
  const lemma = lemmaOf(word)
  const found: Sense[] = []
  const lemmas = new Set<string>()
  for (const pos of only ? [only] : POS_LIST) {
    const index = indexOf(pos)
    const forms = candidates(lemma, pos).filter((form) => index.has(form))
    const base = forms.includes(lemma) ? [lemma] : forms
    for (const form of base) {
      lemmas.add(form.replaceAll('_', ' '))
      index.get(form)!.forEach((offset, i) => found.push({ lemma: form.replaceAll('_', ' '), pos, sense: i + 1, synset: synset(pos, offset) }))
    }
  }
  return { senses: found, lemmas: [...lemmas] }
}
