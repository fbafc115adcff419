import { defineOperation, listAnswer, numberOrNull, optionalDate, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { finnhub } from '@svc/providers/finnhub'
import { dateWindow } from '../window.ts'

const STATUSES = new Set(['expected', 'priced', 'filed', 'withdrawn'])
const answer = v.object({
  ipoCalendar: v.array(v.object({
    date: v.string(),
    symbol: textOrNull,
    name: textOrNull,
    exchange: textOrNull,
    price: v.nullish(v.union([v.string(), v.number()]), null),
    numberOfShares: numberOrNull,
    totalSharesValue: numberOrNull,
    status: textOrNull,
  })),
})

/** Finnhub writes a range "31-34" or one price "20". */
function priceRange(price: string | number | null): { low: number | null; high: number | null } {
  if (price === null || price === '') return { low: null, high: null }
  const parts = String(price).split('-').map((part) => Number(part.trim()))
  if (parts.some((part) => !Number.isFinite(part))) return { low: null, high: null }
  return { low: parts[0]!, high: parts[parts.length - 1]! }
}

export default defineOperation({
  name: 'ipo',
  cacheTtl: '1h',
  sources: sourcesInWords('Finnhub `GET /api/v1/calendar/ipo`'),
  method: 'GET',
  description: 'IPO calendar between two dates (default 15 days ago to 30 days ahead): expected date, symbol, company, exchange, price range, shares, total offering value and status (expected, priced, filed, withdrawn).',
  input: v.object({
    from: optionalDate('First day (default 15 days ago)'),
    to: optionalDate('Last day (default 30 days from today, or 30 days after a later from)'),
  }),
  upstreams: [finnhub],
  keywords: ['upcoming ipos', 'initial public offering', 'new listings', 'ipo date'],
  // Dates in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => {
    dateWindow(input, { fromDays: -15, toDays: 30 })
  },
  async handler({ input, upstream }) {
    const { from, to } = dateWindow(input, { fromDays: -15, toDays: 30 })
    const response = await upstream(finnhub).json('/api/v1/calendar/ipo', { query: { from, to }, schema: answer })
    const items = response.data.ipoCalendar
      .map((row) => ({
        date: row.date,
        symbol: row.symbol || null,
        name: row.name,
        exchange: row.exchange || null,
        priceRange: priceRange(row.price),
        priceText: row.price === null ? null : String(row.price),
        shares: row.numberOfShares,
        totalValue: row.totalSharesValue,
        status: row.status && STATUSES.has(row.status) ? row.status : null,
      }))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    return listAnswer(items, sourceOf(finnhub, response.url))
  },
})
