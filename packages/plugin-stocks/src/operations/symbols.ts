import { defineOperation, forbidTogether, listAnswer, requireOne, sourceOf, textOrNull, optionalText } from '@svc/core'
import { finnhub } from '@svc/providers/finnhub'
import * as v from 'valibot'
import { limit } from '../params.ts'

/** GET /api/v1/search: best matches by name, ticker, ISIN or CUSIP. */
const searchAnswer = v.object({ count: v.number(), result: v.array(v.object({ description: textOrNull, displaySymbol: textOrNull, symbol: v.string(), type: textOrNull })) })
/** GET /api/v1/stock/symbol?exchange=US: every symbol of an exchange. */
const listAnswerShape = v.array(v.object({ description: textOrNull, displaySymbol: textOrNull, symbol: v.string(), type: textOrNull, mic: textOrNull, figi: textOrNull, currency: textOrNull }))

export default defineOperation({
  name: 'symbols',
  method: 'GET',
  description: 'Finds stock symbols: a search by company name, ticker, ISIN or CUSIP (`q`), or the listed symbols of an exchange (`exchange`, e.g. US, L, T, DE).',
  input: v.object({
    q: optionalText(1, 100, 'Company name, ticker, ISIN or CUSIP'),
    exchange: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{1,4}$/, 'must be a Finnhub exchange code such as US, L, T or DE'), v.description('Exchange code'))),
    limit: limit(1000, 50),
  }),
  upstreams: [finnhub],
  cacheTtl: '1d',
  sources: [{ path: '/api/v1/search', about: 'Finnhub `GET /api/v1/search` (`q`)' }, { path: '/api/v1/stock/symbol', about: 'Finnhub `GET /api/v1/stock/symbol` (`exchange`)' }],
  keywords: ['ticker symbol of a company', 'find the stock symbol for', 'what is the ticker of tesla', 'list of stocks on an exchange', 'isin to ticker'],
  // Neither a query nor an exchange, or both, can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['q', 'exchange'])
    forbidTogether(input, 'q', 'exchange')
  },
  async handler({ input, upstream }) {
    const client = upstream(finnhub)
    if (input.q) {
      const { data, url } = await client.json('/api/v1/search', { query: { q: input.q }, schema: searchAnswer })
      const items = data.result.slice(0, input.limit).map((row) => ({ symbol: row.symbol, displaySymbol: row.displaySymbol, name: row.description, type: row.type, mic: null, figi: null, currency: null }))
      return listAnswer(items, sourceOf(finnhub, url), { total: data.count })
    }
    const { data, url } = await client.json('/api/v1/stock/symbol', { query: { exchange: input.exchange }, schema: listAnswerShape })
    const items = data.slice(0, input.limit).map((row) => ({ symbol: row.symbol, displaySymbol: row.displaySymbol, name: row.description, type: row.type, mic: row.mic, figi: row.figi, currency: row.currency }))
    return listAnswer(items, sourceOf(finnhub, url), { total: data.length })
  },
})
