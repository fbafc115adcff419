import { defineOperation, invalidField, sourceOf, optionalDate } from '@svc/core'
import * as v from 'valibot'
import { ecb, ecbSources, latestPublication, perEuro as publishedPerEuro, publicationOn, type RateDay } from '@svc/providers/ecb'

const code = v.pipe(v.string(), v.length(3), v.transform((value) => value.toUpperCase()), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code of 3 letters'))

export default defineOperation({
  name: 'currency',
  method: 'GET',
  description: 'Converts an amount between major currencies at the European Central Bank reference rate of a day (latest by default); weekends and holidays use the last published business day.',
  input: v.object({
    from: code,
    to: code,
    amount: v.optional(v.pipe(v.number(), v.gtValue(0), v.description('Amount to convert (> 0; default 1)')), 1),
    date: optionalDate('Day of the rate (default the latest publication); a weekend or holiday uses the business day before'),
  }),
  response: 'legacy',
  upstreams: [ecb],
  sources: ecbSources(),
  keywords: ['exchange rate', 'fx', 'forex', 'currency conversion', 'euro to dollar', 'reference rate'],
  // A day not published yet can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.date && input.date > new Date().toISOString().slice(0, 10)) throw invalidField('date', `${input.date} is in the future`)
  },
  handler: async ({ input, upstream }) => {
    const today = new Date().toISOString().slice(0, 10)
    const client = upstream(ecb)
    const { day, url } = input.date ? await publicationOn(client, input.date, today) : await latestPublication(client)
    const rate = round(perEuro(day, input.to, 'to') / perEuro(day, input.from, 'from'), 10)
    const result = round(input.amount * rate, 12)
    // Only an amount near the largest double overflows: the spec bounds it only below.
    if (!Number.isFinite(result)) throw invalidField('amount', `${input.amount} ${input.from} is too large to express in ${input.to}`)
    return {
      from: input.from,
      to: input.to,
      amount: input.amount,
      rate,
      result,
      date: day.date,
      requestedDate: input.date ?? null,
      source: sourceOf(ecb, url),
    }
  },
})

/** Units of `currency` per euro on that day; a currency the ECB does not publish is the caller's error. */
function perEuro(day: RateDay, currency: string, field: 'from' | 'to'): number {
  const rate = publishedPerEuro(day, currency)
  if (rate === undefined) {
    const supported = ['EUR', ...day.rates.keys()].sort().join(', ')
    throw invalidField(field, `${currency} has no ECB reference rate on ${day.date}; supported: ${supported}`)
  }
  return rate
}

/** Significant digits, enough for any published rate and free of binary float noise. */
function round(value: number, significant: number): number {
  return Number(value.toPrecision(significant))
}
