import { defineOperation, invalidField, listAnswer, sourceOf, optionalText, requiredText } from '@svc/core'
import * as v from 'valibot'
import { figiInstrument, instrument } from '../figi-record.ts'
import { openFigi } from '../upstreams/reference.ts'

const answer = v.union([v.object({ data: v.array(figiInstrument), next: v.optional(v.string()) }), v.object({ error: v.string() })])

export default defineOperation({
  name: 'figi-search',
  sources: [{ path: '/v3/search', method: 'POST', cacheTtl: '1d' }],
  method: 'GET',
  description: 'Searches financial instruments by keywords on OpenFIGI (names, tickers), optionally narrowed by exchange, security type or market sector; answers FIGIs with names, tickers and types, and a token for the next page.',
  input: v.object({
    query: requiredText(1, 120, 'Keywords, e.g. "apple" or "ibm 2030 bond"'),
    exchCode: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{1,4}$/, 'must be a Bloomberg exchange code such as US or LN'))),
    securityType: optionalText(2, 40, 'e.g. Common Stock, ETP'),
    marketSector: v.optional(v.pipe(v.picklist(['Equity', 'Corp', 'Govt', 'Muni', 'Mtge', 'M-Mkt', 'Comdty', 'Curncy', 'Index', 'Pfd']), v.description('Bloomberg market sector'))),
    start: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.description('`next` token of a previous answer'))),
  }),
  upstreams: [openFigi],
  keywords: ['find instrument', 'search securities', 'figi search', 'find ticker by name'],
  async handler({ input, upstream }) {
    const body = {
      query: input.query,
      ...(input.exchCode ? { exchCode: input.exchCode } : {}),
      ...(input.securityType ? { securityType: input.securityType } : {}),
      ...(input.marketSector ? { marketSecDes: input.marketSector } : {}),
      ...(input.start ? { start: input.start } : {}),
    }
    const response = await upstream(openFigi).json('/v3/search', { method: 'POST', body, retry: true, schema: answer })
    if ('error' in response.data) throw invalidField('query', `OpenFIGI refused the search (${response.data.error})`)
    const items = response.data.data.map(instrument)
    return { ...listAnswer(items, sourceOf(openFigi, response.url), { total: null }), next: response.data.next ?? null }
  },
})
