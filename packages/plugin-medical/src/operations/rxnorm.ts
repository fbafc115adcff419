import { createError, defineOperation, invalidField, listAnswer, lookupAnswer, sourceOf, type UpstreamClient, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { rxnav } from '../upstreams/rxnav.ts'

const concept = v.looseObject({ rxcui: v.string(), name: v.string(), synonym: v.optional(v.string()), tty: v.string() })
const conceptGroups = v.optional(v.array(v.looseObject({ tty: v.optional(v.string()), conceptProperties: v.optional(v.array(concept)) })), [])
const drugsAnswer = v.object({ drugGroup: v.object({ conceptGroup: conceptGroups }) })
const approximateAnswer = v.object({ approximateGroup: v.object({ candidate: v.optional(v.array(v.looseObject({ rxcui: v.string(), score: v.optional(v.string()), name: v.optional(v.string()), source: v.optional(v.string()) })), []) }) })
const propertiesAnswer = v.object({ properties: v.optional(concept) })
const relatedAnswer = v.object({ relatedGroup: v.object({ conceptGroup: conceptGroups }) })
const idAnswer = v.object({ idGroup: v.object({ rxnormId: v.optional(v.array(v.string()), []) }) })
const ndcAnswer = v.object({ ndcGroup: v.object({ ndcList: v.optional(v.object({ ndc: v.optional(v.array(v.string()), []) })) }) })

/** RxNorm term types, as the answers name them. */
const TTY: Record<string, string> = {
  IN: 'ingredient', PIN: 'precise ingredient', MIN: 'multiple ingredients', BN: 'brand name', SCD: 'clinical drug', SBD: 'branded drug',
  SCDF: 'clinical dose form', SBDF: 'branded dose form', SCDC: 'clinical drug component', SBDC: 'branded drug component', GPCK: 'generic pack', BPCK: 'branded pack', DF: 'dose form', DFG: 'dose form group', SCDG: 'clinical dose form group', SBDG: 'branded dose form group',
}
const toConcept = (row: v.InferOutput<typeof concept>) => ({ rxcui: row.rxcui, name: row.name, synonym: row.synonym || null, tty: row.tty, termType: TTY[row.tty] ?? null })
const concepts = (groups: v.InferOutput<typeof conceptGroups>) => groups.flatMap((group) => group.conceptProperties ?? []).map(toConcept)

const input = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100), v.description('Drug name (ingredient, brand or clinical drug), e.g. lipitor'))),
  rxcui: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,8}$/, 'must be an RxNorm concept id (digits)'), v.description('RxNorm concept id'))),
  ndc: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\d{11}|\d{4,5}-\d{3,4}-\d{1,2})$/, 'must be an NDC: 11 digits, or 10 digits with two dashes'), v.description('National Drug Code of a package'))),
  limit: rowLimit(100, 25, 'Concepts answered for a name (1-100)'),
})

const cache = { cacheTtlMs: 24 * 3600_000 }

/** A concept with its ingredients, brands and package NDCs. */
async function describe(client: UpstreamClient, rxcui: string) {
  const [properties, related, ndcs] = await Promise.all([
    client.json(`/REST/rxcui/${rxcui}/properties.json`, { schema: propertiesAnswer, ...cache }),
    client.json(`/REST/rxcui/${rxcui}/related.json`, { query: { tty: 'IN BN' }, schema: relatedAnswer, ...cache }),
    client.json(`/REST/rxcui/${rxcui}/ndcs.json`, { schema: ndcAnswer, ...cache }),
  ])
  const self = properties.data.properties
  if (!self) throw createError('NOT_FOUND', `rxcui: RxNorm has no concept ${rxcui}`)
  const relatedConcepts = concepts(related.data.relatedGroup.conceptGroup)
  return {
    item: {
      ...toConcept(self),
      ingredients: relatedConcepts.filter((row) => row.tty === 'IN').map(({ rxcui: id, name }) => ({ rxcui: id, name })),
      brands: relatedConcepts.filter((row) => row.tty === 'BN').map(({ rxcui: id, name }) => ({ rxcui: id, name })),
      ndcs: ndcs.data.ndcGroup.ndcList?.ndc ?? [],
    },
    url: properties.url,
  }
}

export default defineOperation({
  name: 'rxnorm',
  method: 'GET',
  description: 'RxNorm drug names and codes (NLM RxNav): the concepts for a drug name (ingredients, brands, clinical and branded drugs with RXCUI and term type, closest spellings when nothing matches exactly), or one concept by RXCUI or NDC with its ingredients, brands and package NDCs.',
  input,
  check: (input) => {
    const given = (['name', 'rxcui', 'ndc'] as const).filter((key) => input[key] !== undefined)
    if (given.length === 0) throw invalidField('name', 'give a name, an rxcui or an ndc')
    if (given.length > 1) throw invalidField(given[1]!, 'give only one of name, rxcui and ndc')
  },
  upstreams: [rxnav],
  keywords: ['rxcui lookup', 'generic name of brand drug', 'normalize drug name', 'ndc to rxcui'],
  example: { params: { name: 'lipitor' } },
  async handler({ input, upstream }) {
    const client = upstream(rxnav)
    if (input.rxcui || input.ndc) {
      let rxcui = input.rxcui
      if (input.ndc) {
        const ids = await client.json('/REST/rxcui.json', { query: { idtype: 'NDC', id: input.ndc }, schema: idAnswer, ...cache })
        rxcui = ids.data.idGroup.rxnormId[0]
        if (!rxcui) throw createError('NOT_FOUND', `ndc: RxNorm has no concept for NDC ${input.ndc}`)
      }
      const { item, url } = await describe(client, rxcui!)
      return lookupAnswer(item, sourceOf(rxnav, url), { mode: 'lookup' })
    }
    const name = input.name!
    const drugs = await client.json('/REST/drugs.json', { query: { name }, schema: drugsAnswer, ...cache })
    const exact = concepts(drugs.data.drugGroup.conceptGroup)
    if (exact.length > 0) return listAnswer(exact.slice(0, input.limit).map((row) => ({ ...row, match: 'exact' })), sourceOf(rxnav, drugs.url), { total: exact.length, mode: 'list' })
    // Nothing by that exact name: RxNorm's approximate match (misspellings, partial names), best first.
    const near = await client.json('/REST/approximateTerm.json', { query: { term: name, maxEntries: Math.min(input.limit, 20), option: 1 }, schema: approximateAnswer, ...cache })
    const seen = new Set<string>()
    const items = near.data.approximateGroup.candidate
      .filter((row) => !seen.has(row.rxcui) && seen.add(row.rxcui))
      .map((row) => ({ rxcui: row.rxcui, name: row.name ?? null, synonym: null, tty: null, termType: null, match: 'approximate', score: row.score === undefined ? null : Number(row.score) }))
    return listAnswer(items, sourceOf(rxnav, near.url), { mode: 'list' })
  },
})
