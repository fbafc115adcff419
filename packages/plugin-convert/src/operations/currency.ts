import { createError, defineOperation, UpstreamError } from '@svc/core'
import * as v from 'valibot'
import { ecb, loadRateDays, type RateDay } from '../upstreams/ecb.ts'

const code = v.pipe(v.string(), v.length(3), v.transform((value) => value.toUpperCase()), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code of 3 letters'))
const DAY_MS = 86_400_000

export default defineOperation({
  name: 'currency',
  method: 'GET',
  description: 'Converts an amount between major currencies at the European Central Bank reference rate of a day (latest by default); weekends and holidays use the last published business day.',
  input: v.object({
    from: code,
    to: code,
    amount: v.optional(v.pipe(v.number(), v.gtValue(0), v.maxValue(1e15)), 1),
    date: v.optional(v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'))),
  }),
  price: { usd: 0.0036 },
  response: 'legacy',
  upstreams: [ecb],
  keywords: ['exchange rate', 'fx', 'forex', 'currency conversion', 'euro to dollar', 'reference rate'],
  handler: async ({ input, upstream }) => {
    const today = new Date().toISOString().slice(0, 10)
    if (input.date && input.date > today) throw createError('INVALID_INPUT', `date: ${input.date} is in the future`, { details: { field: 'date' } })
    const file = !input.date ? 'latest' : Date.parse(today) - Date.parse(input.date) < 85 * DAY_MS ? 'last90Days' : 'history'
    const { days, url } = await loadRateDays(upstream(ecb), file)
    if (days.length === 0) throw new UpstreamError('UPSTREAM_FAILED', 'European Central Bank sent no reference rates', 200, undefined)
    const day = input.date ? days.find((candidate) => candidate.date <= input.date!) : days[0]
    if (!day) throw createError('NOT_FOUND', `No ECB reference rates on or before ${input.date}; they start on ${days.at(-1)!.date}`)
    const perEuro = (currency: string, field: 'from' | 'to') => rateOf(day, currency, field)
    const rate = round(perEuro(input.to, 'to') / perEuro(input.from, 'from'), 10)
    return {
      from: input.from,
      to: input.to,
      amount: input.amount,
      rate,
      result: round(input.amount * rate, 12),
      date: day.date,
      requestedDate: input.date ?? null,
      source: { provider: ecb.name, url, license: ecb.license },
    }
  },
})

function rateOf(day: RateDay, currency: string, field: 'from' | 'to'): number {
  if (currency === 'EUR') return 1
  const rate = day.rates.get(currency)
  if (rate === undefined) {
    const supported = ['EUR', ...day.rates.keys()].sort().join(', ')
    throw createError('INVALID_INPUT', `${field}: ${currency} has no ECB reference rate on ${day.date}; supported: ${supported}`, { details: { field } })
  }
  return rate
}

function round(value: number, significant: number): number {
  return Number(value.toPrecision(significant))
}
