import { createError, defineOperation, invalidField, sourceOf, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { leiCode, recordPage } from '../gleif/record.ts'
import { gleif } from '../upstreams/gleif.ts'

const isinPage = v.object({
  meta: v.object({ pagination: v.object({ total: v.number() }) }),
  data: v.array(v.object({ type: v.literal('isins'), attributes: v.object({ lei: v.string(), isin: v.string() }) })),
})

export default defineOperation({
  name: 'lei-isins',
  sources: [{ path: '/api/v1/lei-records/{lei}/isins' }, { path: '/api/v1/lei-records', about: 'GLEIF `GET /api/v1/lei-records?filter[isin]=`' }],
  method: 'GET',
  description: 'Securities and issuers via GLEIF\'s ISIN-to-LEI mapping: the ISINs an LEI has issued, or the issuer (LEI, name, jurisdiction, country) of an ISIN.',
  input: v.object({
    lei: v.optional(v.pipe(leiCode, v.description('Issuer LEI: lists its ISINs'))),
    isin: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/, 'must be a 12-character ISIN'), v.description('ISIN: resolves its issuer'))),
    limit: rowLimit(200, 100, 'ISINs listed (lei mode)'),
  }),
  upstreams: [gleif],
  keywords: ['isin to lei', 'issuer of a security', 'securities issued by company'],
  // Both modes at once, or neither, can only fail: the 400 comes before any 402.
  check: (input) => {
    if (Boolean(input.lei) === Boolean(input.isin)) throw invalidField('lei', 'give exactly one of lei or isin')
  },
  async handler({ input, upstream }) {
    const client = upstream(gleif)
    if (input.isin) {
      const response = await client.json('/api/v1/lei-records', { query: { 'filter[isin]': input.isin }, schema: recordPage })
      const issuer = response.data.data[0]
      if (!issuer) throw createError('NOT_FOUND', `GLEIF maps no issuer to ISIN ${input.isin}`)
      const { entity } = issuer.attributes
      return {
        ok: true,
        items: [{ isin: input.isin, lei: issuer.attributes.lei, legalName: entity.legalName.name, jurisdiction: entity.jurisdiction, country: (entity.headquartersAddress ?? entity.legalAddress)?.country ?? null }],
        total: 1,
        meta: { mode: 'lookup' },
        source: sourceOf(gleif, response.url),
      }
    }
    const response = await client.json(`/api/v1/lei-records/${input.lei}/isins`, { query: { 'page[size]': input.limit }, schema: isinPage, notFound: `GLEIF has no LEI record ${input.lei}` })
    return {
      ok: true,
      items: response.data.data.map((entry) => ({ isin: entry.attributes.isin, lei: entry.attributes.lei })),
      total: response.data.meta.pagination.total,
      meta: { mode: 'list' },
      source: sourceOf(gleif, response.url),
    }
  },
})
