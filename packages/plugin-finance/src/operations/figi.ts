import { createError, defineOperation, invalidField, listAnswer, sourceOf, keyOf, requiredText } from '@svc/core'
import * as v from 'valibot'
import { figiInstrument, instrument } from '../figi-record.ts'
import { openFigi } from '../upstreams/reference.ts'

/** OpenFIGI's identifier types, by the names callers use. */
const ID_TYPES = {
  ticker: 'TICKER', isin: 'ID_ISIN', cusip: 'ID_CUSIP', sedol: 'ID_SEDOL', figi: 'ID_BB_GLOBAL', cins: 'ID_CINS', wertpapier: 'ID_WERTPAPIER', 'bb-unique': 'ID_BB_UNIQUE',
} as const

const answer = v.array(v.object({ data: v.optional(v.array(figiInstrument)), warning: v.optional(v.string()), error: v.optional(v.string()) }))

export default defineOperation({
  name: 'figi',
  sources: [{ path: '/v3/mapping', method: 'POST', cacheTtl: '1d' }],
  method: 'GET',
  description: 'Maps an identifier (ticker, ISIN, CUSIP, SEDOL, FIGI...) to Financial Instrument Global Identifiers through OpenFIGI: FIGI, composite and share-class FIGI, name, ticker, exchange, security type and market sector.',
  input: v.object({
    idType: v.pipe(keyOf(ID_TYPES), v.description('ticker, isin, cusip, sedol, figi, cins, wertpapier or bb-unique')),
    idValue: requiredText(1, 40, 'The identifier'),
    exchCode: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{1,4}$/, 'must be a Bloomberg exchange code such as US or LN'), v.description('Exchange code (US, LN, GY...)'))),
    currency: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'), v.description('Trading currency'))),
  }),
  upstreams: [openFigi],
  keywords: ['figi', 'isin to ticker', 'cusip lookup', 'security identifier mapping'],
  async handler({ input, upstream }) {
    const job = { idType: ID_TYPES[input.idType], idValue: input.idValue, ...(input.exchCode ? { exchCode: input.exchCode } : {}), ...(input.currency ? { currency: input.currency } : {}) }
    // Kept a day: OpenFIGI answers one result per job, so an answer without it is refused before it is kept.
    const response = await upstream(openFigi).json('/v3/mapping', { method: 'POST', body: [job], retry: true, schema: answer, accept: (data) => (data as unknown[]).length > 0 || 'no result for the request' })
    const result = response.data[0]
    if (!result) throw createError('UPSTREAM_FAILED', 'OpenFIGI answered no result for the request')
    if (result.error) throw invalidField('idValue', `OpenFIGI refused the identifier (${result.error})`)
    const rows = result.data ?? []
    if (rows.length === 0) throw createError('NOT_FOUND', `OpenFIGI knows no instrument for ${input.idType} ${input.idValue}${input.exchCode ? ` on ${input.exchCode}` : ''}`)
    return listAnswer(rows.map(instrument), sourceOf(openFigi, response.url), { total: rows.length })
  },
})
