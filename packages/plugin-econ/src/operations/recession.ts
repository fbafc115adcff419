import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { fred, fredObservationsSource, observations } from '../fred.ts'

/** USREC: 1 in months of a recession per the NBER's business cycle dates, monthly since 1854. */
export const SERIES = 'USREC'

export default defineOperation({
  name: 'recession',
  method: 'GET',
  description: 'US recessions as dated by the NBER (FRED series USREC): each recession\'s first and last month and length, newest first, and whether the latest month is in one.',
  input: v.object({
    since: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1854), v.maxValue(2100), v.description('First year (default 1945)')), 1945),
  }),
  upstreams: [fred],
  sources: [{ ...fredObservationsSource, about: 'FRED `GET /fred/series/observations` of `USREC` (NBER business cycle dates)' }],
  keywords: ['are we in a recession', 'us recession dates', 'nber recessions', 'when was the last recession'],
  async handler({ input, upstream }) {
    const { points, url } = await observations(upstream(fred), SERIES, 100_000, { observation_start: `${input.since}-01-01`, sort_order: 'asc' })
    const items: Array<{ start: string; end: string | null; months: number; ongoing: boolean }> = []
    let open: { start: string; last: string; months: number } | undefined
    for (const point of points) {
      if (point.value === 1) {
        open = open ? { ...open, last: point.date, months: open.months + 1 } : { start: point.date, last: point.date, months: 1 }
      } else if (point.value === 0 && open) {
        items.push({ start: open.start, end: open.last, months: open.months, ongoing: false })
        open = undefined
      }
    }
    if (open) items.push({ start: open.start, end: null, months: open.months, ongoing: true })
    items.reverse()
    return listAnswer(items, sourceOf(fred, url))
  },
})
