import { listAnswer, optionalDate } from '@svc/core'
import * as v from 'valibot'
import { finnhubOperation } from '../finnhub-operation.ts'
import { dateWindow, limit, symbol } from '../params.ts'

const text = v.optional(v.string(), '')
/** GET /api/v1/company-news: articles, newest first; datetime in unix seconds. */
const answer = v.array(v.object({ id: v.number(), category: text, datetime: v.number(), headline: text, image: text, related: text, source: text, summary: text, url: text }))

export default finnhubOperation({
  name: 'company-news',
  description: 'News articles about a listed company (North American companies) between two dates (default the last 7 days, at most a year), newest first.',
  input: v.object({
    symbol,
    from: optionalDate('First day (default 7 days before to)'),
    to: optionalDate('Last day (default today)'),
    limit: limit(250, 50),
  }),
  keywords: ['news about apple stock', 'company news', 'latest headlines for a ticker', 'stock news'],
  // Dates in the wrong order, or over a year apart, can only fail: the 400 comes before any 402.
  check: (input) => {
    dateWindow(input, 7, 366)
  },
  path: '/api/v1/company-news',
  query: (input) => ({ symbol: input.symbol, ...dateWindow(input, 7, 366) }),
  schema: answer,
  cacheTtl: '10min',
  read: (data, input, source) => {
    const items = [...data]
      .sort((a, b) => b.datetime - a.datetime)
      .slice(0, input.limit)
      .map((row) => ({
        id: row.id,
        headline: row.headline,
        summary: row.summary,
        source: row.source,
        url: row.url,
        image: row.image || null,
        category: row.category,
        related: row.related ? row.related.split(',') : [],
        publishedAt: new Date(row.datetime * 1000).toISOString(),
      }))
    return listAnswer(items, source, { total: data.length })
  },
})
