import { createError, defineOperation, invalidField, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import { fred, fredSeries } from '@svc/providers/fred'
import * as v from 'valibot'

/** CPI-U, all items, not seasonally adjusted (BLS CUUR0000SA0 on FRED): the series the BLS inflation calculator uses. */
const SERIES = 'CPIAUCNS'
const period = (description: string) => v.pipe(v.string(), v.trim(), v.regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'must be a year YYYY or a month YYYY-MM'), v.description(description))

export default defineOperation({
  name: 'calculator',
  cacheTtl: '3h',
  sources: sourcesInWords('FRED `CPIAUCNS` (BLS CPI-U, NSA; annual averages via `frequency=a`)'),
  method: 'GET',
  description: 'US inflation calculator: what an amount of dollars of one year (or month) is worth in another, by the CPI-U (annual averages for years, monthly index for months; BLS data read live through FRED), with the cumulative inflation between them.',
  input: v.object({
    amount: v.optional(v.pipe(v.number(), v.gtValue(0), v.maxValue(1e15)), 1),
    from: period('Year (annual average) or month of the amount, since 1913'),
    to: v.optional(period('Year or month to express it in (default the latest month published)')),
  }),
  upstreams: [fred],
  keywords: ['inflation calculator', 'what is 100 dollars from 1990 worth today', 'adjust for inflation', 'buying power of the dollar', 'cpi calculator'],
  // A period before the index starts can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.from < '1913') throw invalidField('from', 'the CPI-U starts in 1913')
    if (input.to && input.to < '1913') throw invalidField('to', 'the CPI-U starts in 1913')
  },
  async handler({ input, upstream }) {
    const client = upstream(fred)
    // Years are compared on annual averages (FRED aggregates the monthly index by average), months on the monthly index.
    const indexOf = async (value: string | undefined) => {
      const annual = value !== undefined && value.length === 4
      const { points, url } = await fredSeries(client, SERIES, 1, {
        ...(annual ? { frequency: 'a' } : {}),
        ...(value ? { observation_start: annual ? `${value}-01-01` : `${value}-01`, observation_end: annual ? `${value}-12-31` : `${value}-01` } : {}),
      })
      const point = points[0]
      if (!point || point.value === null) throw createError('NOT_FOUND', `No CPI-U published for ${value ?? 'the latest month'}`)
      return { period: annual ? point.date.slice(0, 4) : point.date.slice(0, 7), index: point.value, url }
    }
    const [start, end] = await Promise.all([indexOf(input.from), indexOf(input.to)])
    const ratio = end.index / start.index
    return lookupAnswer({
      amount: input.amount,
      from: start.period,
      to: end.period,
      fromIndex: start.index,
      toIndex: end.index,
      result: Number((input.amount * ratio).toFixed(2)),
      cumulativeInflationPercent: Number(((ratio - 1) * 100).toFixed(2)),
    }, sourceOf(fred, end.url))
  },
})
