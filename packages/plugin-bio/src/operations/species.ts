import { createError, defineOperation, lookupAnswer, numberOrNull, requiredText, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { gbif } from '../upstreams/gbif.ts'

const COMMON_NAMES = 8
const RANKS = ['kingdom', 'phylum', 'class', 'order', 'family', 'genus', 'species'] as const

// What GBIF leaves out of a match (a higher rank it has none for) is read as null.
const match = v.object({
  usageKey: numberOrNull,
  acceptedUsageKey: numberOrNull,
  scientificName: textOrNull,
  canonicalName: textOrNull,
  rank: textOrNull,
  status: textOrNull,
  confidence: numberOrNull,
  matchType: v.string(),
  synonym: v.optional(v.boolean(), false),
  kingdom: textOrNull,
  phylum: textOrNull,
  class: textOrNull,
  order: textOrNull,
  family: textOrNull,
  genus: textOrNull,
  species: textOrNull,
})
const vernacular = v.object({ results: v.array(v.object({ vernacularName: v.string(), language: v.optional(v.string()) })) })
const occurrences = v.object({ count: v.number() })

export default defineOperation({
  name: 'species',
  sources: [{ path: '/v1/species/match' }, { path: '/v1/species/{key}/vernacularNames' }, { path: '/v1/occurrence/search' }],
  method: 'GET',
  description: 'Matches a species name against the GBIF backbone taxonomy (fuzzy): accepted and canonical names, rank, status, match type and confidence, classification from kingdom to species, English common names and the worldwide occurrence count.',
  input: v.object({
    name: requiredText(2, 120, 'Scientific or common name, fuzzy'),
  }),
  upstreams: [gbif],
  keywords: ['taxonomy', 'scientific name', 'animal species', 'plant species', 'biodiversity'],
  async handler({ input, upstream }) {
    const client = upstream(gbif)
    const matched = await client.json('/v1/species/match', { query: { name: input.name, verbose: false }, schema: match })
    const found = matched.data
    if (found.matchType === 'NONE' || found.usageKey === null) throw createError('NOT_FOUND', `GBIF matches no taxon to "${input.name}"`)
    // A synonym's names and records live under its accepted taxon.
    const key = found.acceptedUsageKey ?? found.usageKey
    const [names, count] = await Promise.all([
      client.json(`/v1/species/${key}/vernacularNames`, { query: { limit: 100 }, schema: vernacular }),
      client.json('/v1/occurrence/search', { query: { taxonKey: key, limit: 0 }, schema: occurrences }),
    ])
    const english = [...new Set(names.data.results.filter((name) => name.language === 'eng').map((name) => name.vernacularName))].slice(0, COMMON_NAMES)
    return lookupAnswer({
      key,
      scientificName: found.scientificName,
      canonicalName: found.canonicalName,
      rank: found.rank,
      status: found.status,
      synonym: found.synonym,
      matchType: found.matchType,
      confidence: found.confidence,
      classification: Object.fromEntries(RANKS.map((rank) => [rank, found[rank]])),
      commonNames: english,
      occurrenceCount: count.data.count,
      url: `https://www.gbif.org/species/${key}`,
    }, sourceOf(gbif, matched.url))
  },
})
