import type { Pos } from './wordnet/files.ts'
import { senses } from './wordnet/lookup.ts'
import { PART_OF_SPEECH } from './wordnet/parts-of-speech.ts'
import { POINTER, type Relation, RELATIONS } from './wordnet/relations.ts'
import { lexicalTargets, semanticTargets, type Target } from './wordnet/targets.ts'

/** Every related synset of every sense, in sense order; synonyms are the other words of the sense itself. */
export function lookupRelated(word: string, relation: Relation | 'synonyms' | 'all', pos?: Pos) {
  const found = senses(word, pos)
  const wanted = relation === 'all' ? Object.keys(RELATIONS) : relation === 'synonyms' ? [] : [relation]
  const symbols = wanted.flatMap((name) => Object.keys(RELATIONS[name as Relation]))
  const items = found.senses.flatMap(({ lemma, pos: senseOf, sense, synset }) => {
    const from = { word: lemma, partOfSpeech: PART_OF_SPEECH[senseOf], sense, synsetId: synset.id, definition: synset.definition }
    const rows = []
    if (relation === 'all' || relation === 'synonyms') {
      const others = synset.words.filter((other) => other.toLowerCase() !== lemma.toLowerCase())
      if (others.length > 0) rows.push({ relation: 'synonyms', kind: 'same synset', partOfSpeech: from.partOfSpeech, synsetId: synset.id, words: others, definition: synset.definition, from })
    }
    const targets: Target[] = [...lexicalTargets(synset, lemma), ...semanticTargets(synset, symbols)].filter((target) => symbols.includes(target.symbol))
    for (const target of targets) {
      const pointer = POINTER[target.symbol]!
      rows.push({ relation: pointer.relation, kind: pointer.kind, partOfSpeech: PART_OF_SPEECH[target.synset.pos], synsetId: target.synset.id, words: target.words, definition: target.synset.definition, from })
    }
    return rows
  })
  return { items, lemmas: found.lemmas }
}
