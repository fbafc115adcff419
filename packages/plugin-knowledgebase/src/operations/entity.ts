import { createError, defineOperation, forbidTogether, listAnswer, lookupAnswer, requireOne, sourceOf, rowLimit, optionalText } from '@svc/core'
import * as v from 'valibot'
import { entitySources, factsOf, getEntities, labelsOf, referencedItems, toEntity } from '../wikidata/entities.ts'
import { wikidata } from '../upstreams/wikidata.ts'

const searchSchema = v.object({ search: v.array(v.object({ id: v.string() })) })

export default defineOperation({
  name: 'entity',
  method: 'GET',
  description: 'An entity of the Wikidata knowledge base (person, place, organization, work, concept) by Q-id (lookup) or by name (list): label, description, aliases, key facts (type, country, coordinates, dates of birth and death, occupation, inception, headquarters, website, population...) with item values labelled, and its Wikipedia link.',
  input: v.object({
    id: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^Q[1-9]\d{0,11}$/, 'must be a Wikidata item id such as Q42'), v.description('Wikidata item id'))),
    q: optionalText(1, 200, 'Name to search'),
    lang: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2,3}(-[a-z]{2,8})?$/, 'must be a language code such as en, fr or zh-hant'), v.description('Language of labels and descriptions')), 'en'),
    limit: rowLimit(10, 5, 'Matches to return when searching by name'),
  }),
  upstreams: [wikidata],
  sources: [{ path: '/api.php', query: { action: 'wbsearchentities' }, cacheTtl: '6h' }, ...entitySources],
  keywords: ['wikidata entity', 'knowledge graph lookup', 'facts about a person', 'entity resolution', 'what is this organization', 'q-id'],
  // Neither a query nor an id, or both, can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['q', 'id'])
    forbidTogether(input, 'id', 'q')
  },
  async handler({ input, upstream }) {
    const client = upstream(wikidata)
    let ids = input.id ? [input.id] : []
    if (input.q !== undefined) {
      const found = await client.json('/api.php', {
        query: { action: 'wbsearchentities', search: input.q, language: input.lang, uselang: input.lang, type: 'item', limit: input.limit, format: 'json' },
        schema: searchSchema,
      })
      ids = found.data.search.map((match) => match.id)
      if (ids.length === 0) return listAnswer([], sourceOf(wikidata, found.url), { mode: 'list' })
    }
    const { entities, url } = await getEntities(client, ids, input.lang)
    if (input.id && entities.length === 0) throw createError('NOT_FOUND', `Wikidata has no item ${input.id}`)
    const facts = entities.map(factsOf)
    const labels = await labelsOf(client, referencedItems(facts), input.lang)
    for (const entityFacts of facts) {
      for (const values of Object.values(entityFacts)) for (const value of values) if (typeof value === 'object' && 'id' in value) value.label = labels.get(value.id) ?? null
    }
    const items = entities.map((entity, index) => toEntity(entity, facts[index]!, input.lang))
    return input.id ? lookupAnswer(items[0], sourceOf(wikidata, url), { mode: 'lookup' }) : listAnswer(items, sourceOf(wikidata, url), { mode: 'list' })
  },
})
