import { createError, defineOperation, invalidField, listAnswer, lookupAnswer, sourceOf, rowLimit, optionalText } from '@svc/core'
import * as v from 'valibot'
import { approximateAnswer, concepts, describeConcept, drugsAnswer, idAnswer } from '../rxnorm.ts'
import { rxnav } from '../upstreams/rxnav.ts'

const input = v.object({
  name: optionalText(2, 100, 'Drug name (ingredient, brand or clinical drug), e.g. lipitor'),
  rxcui: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,8}$/, 'must be an RxNorm concept id (digits)'), v.description('RxNorm concept id'))),
  ndc: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\d{11}|\d{4,5}-\d{3,4}-\d{1,2})$/, 'must be an NDC: 11 digits, or 10 digits with two dashes'), v.description('National Drug Code of a package'))),
  limit: rowLimit(100, 25, 'Concepts answered for a name (1-100)'),
})

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
  cacheTtl: '1d',
  sources: ['/REST/drugs.json', '/REST/approximateTerm.json', '/REST/rxcui/{rxcui}/properties.json', '/REST/rxcui/{rxcui}/related.json', '/REST/rxcui/{rxcui}/ndcs.json', '/REST/rxcui.json'].map((path) => ({ path })),
  keywords: ['rxcui lookup', 'generic name of brand drug', 'normalize drug name', 'ndc to rxcui'],
  example: { params: { name: 'lipitor' } },
  async handler({ input, upstream }) {
    const client = upstream(rxnav)
    if (input.rxcui || input.ndc) {
      let rxcui = input.rxcui
      if (input.ndc) {
        const ids = await client.json('/REST/rxcui.json', { query: { idtype: 'NDC', id: input.ndc }, schema: idAnswer })
        rxcui = ids.data.idGroup.rxnormId[0]
        if (!rxcui) throw createError('NOT_FOUND', `ndc: RxNorm has no concept for NDC ${input.ndc}`)
      }
      const { item, url } = await describeConcept(client, rxcui!)
      return lookupAnswer(item, sourceOf(rxnav, url), { mode: 'lookup' })
    }
    const name = input.name!
    const drugs = await client.json('/REST/drugs.json', { query: { name }, schema: drugsAnswer })
    const exact = concepts(drugs.data.drugGroup.conceptGroup)
    if (exact.length > 0) return listAnswer(exact.slice(0, input.limit).map((row) => ({ ...row, match: 'exact' })), sourceOf(rxnav, drugs.url), { total: exact.length, mode: 'list' })
    // Nothing by that exact name: RxNorm's approximate match (misspellings, partial names), best first.
    const near = await client.json('/REST/approximateTerm.json', { query: { term: name, maxEntries: Math.min(input.limit, 20), option: 1 }, schema: approximateAnswer })
    const seen = new Set<string>()
    const items = near.data.approximateGroup.candidate
      .filter((row) => !seen.has(row.rxcui) && seen.add(row.rxcui))
      .map((row) => ({ rxcui: row.rxcui, name: row.name ?? null, synonym: null, tty: null, termType: null, match: 'approximate', score: row.score === undefined ? null : Number(row.score) }))
    return listAnswer(items, sourceOf(rxnav, near.url), { mode: 'list' })
  },
})
