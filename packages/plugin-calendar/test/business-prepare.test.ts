import { describe, expect, it } from 'vitest'
import { WorkCalendar } from '../src/business.ts'
import { toDay } from '../src/dates.ts'
import { openCalendar } from '../src/holiday-source.ts'

const workWeek = () => {
  const calendar = openCalendar('US', undefined)
  return new WorkCalendar(calendar, 'en', new Set(['public', 'bank']), new Set(['sat', 'sun']))
}

describe('WorkCalendar.prepare', () => {
  it('gives the event loop back between the years it works out, so a long count does not hold other requests', async () => {
    const work = workWeek()
    let done = false
    const preparing = work.prepare(toDay('2001-01-01'), toDay('2004-12-31')).then(() => { done = true })
    let turns = 0
    while (!done) {
      await new Promise<void>((resolve) => setImmediate(resolve))
      turns++
    }
    await preparing
    // One turn per year at least: four years were worked out one at a time.
    expect(turns).toBeGreaterThanOrEqual(4)
  })

  it('does not yield for years already worked out, and clamps to the covered years', async () => {
    const work = workWeek()
    await work.prepare(toDay('2100-06-01'), toDay('2100-07-01'))
    let done = false
    const again = work.prepare(toDay('2100-01-01'), toDay('2100-12-31')).then(() => { done = true })
    await Promise.resolve()
    await Promise.resolve()
    expect(done).toBe(true)
    await again
    // Past 2100 there are no rules; preparing past it works out nothing and returns.
    await expect(work.prepare(toDay('2100-12-01'), toDay('2101-02-01'))).resolves.toBeUndefined()
  })
})
