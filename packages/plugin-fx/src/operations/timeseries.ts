import { defineOperation, invalidField, listAnswer, requireOrder, sourceOf } from '@svc/core'
import { ecb, ecbSources, loadRateDays, RECENT_DAYS } from '@svc/providers/ecb'
import * as v from 'valibot'
import { currency, currencyList, isoDate, notFuture, today } from '../params.ts'
import { quotesOn } from '../quotes.ts'

const DAY_MS = 86_400_000
const MAX_DAYS = 366
const MAX_SYMBOLS = 10

export default defineOperation({
  name: 'timeseries',
  method: 'GET',
  description: 'Daily ECB reference exchange rates between two dates (at most one year, since 1999-01-04): one row per published business day and quote currency.',
  input: v.object({
    base: v.optional(currency('Base currency (default EUR)'), 'EUR'),
    symbols: currencyList(`Quote currencies, comma-separated (at most ${MAX_SYMBOLS})`, MAX_SYMBOLS),
    from: isoDate('First day'),
    to: v.optional(isoDate('Last day (default today)')),
  }),
  upstreams: [ecb],
  sources: ecbSources('last90Days', 'history'),
  keywords: ['historical exchange rates', 'exchange rate history', 'euro dollar rate over time', 'fx time series', 'currency chart data'],
  // Days not published yet, dates in the wrong order or too far apart can only fail: the 400 comes before any 402.
  check: (input) => {
    const to = input.to ?? today()
    notFuture('from', input.from)
    notFuture('to', input.to)
    requireOrder(input, 'from', 'to', { to })
    if ((Date.parse(to) - Date.parse(input.from)) / DAY_MS > MAX_DAYS) throw invalidField('to', `the window must be at most ${MAX_DAYS} days`)
  },
  async handler({ input, upstream }) {
    const to = input.to ?? today()
    // The 90-day file is small; older windows need the full history.
    const recent = (Date.parse(today()) - Date.parse(input.from)) / DAY_MS <= RECENT_DAYS
    const { days, url } = await loadRateDays(upstream(ecb), recent ? 'last90Days' : 'history')
    const inWindow = days.filter((day) => day.date >= input.from && day.date <= to).reverse()
    const items = inWindow.flatMap((day) => quotesOn(day, input.base, input.symbols))
    return listAnswer(items, sourceOf(ecb, url))
  },
})
