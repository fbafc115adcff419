import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import { ecb, ecbSources, latestPublication, publicationOn } from '@svc/providers/ecb'
import * as v from 'valibot'
import { currency, currencyList, isoDate, notFuture, today } from '../params.ts'
import { quotesOn } from '../quotes.ts'

export default defineOperation({
  name: 'rates',
  method: 'GET',
  description: 'Foreign exchange reference rates of the European Central Bank: one base currency against others (about 30 major currencies), latest or on a date; weekends and holidays use the last published business day.',
  input: v.object({
    base: v.optional(currency('Base currency (default EUR)'), 'EUR'),
    symbols: v.optional(currencyList('Quote currencies, comma-separated (default all published)', 40)),
    date: v.optional(isoDate('Day of the rates (default the latest publication)')),
  }),
  upstreams: [ecb],
  sources: ecbSources(),
  keywords: ['exchange rate euro to dollar', 'exchange rate', 'forex rates', 'currency rates today', 'usd to eur rate', 'ecb reference rate', 'fx rate'],
  // A day not published yet can only fail: the 400 comes before any 402.
  check: (input) => notFuture('date', input.date),
  async handler({ input, upstream }) {
    const client = upstream(ecb)
    const { day, url } = input.date ? await publicationOn(client, input.date, today()) : await latestPublication(client)
    const items = quotesOn(day, input.base, input.symbols)
    return listAnswer(items, sourceOf(ecb, url))
  },
})
