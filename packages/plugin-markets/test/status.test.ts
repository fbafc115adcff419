import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { marketsPlugin } from '../src/index.ts'

const app = testHost({ plugins: marketsPlugin })
const status = async (exchange: string, at: string) => (await app.ok(`/api/markets/status?exchange=${exchange}&at=${at}`)).items[0]

describe('markets.status', () => {
  it('is open on the NYSE early-close day before 13:00 ET, closing 18:00 UTC', async () => {
    const item = await status('NYSE', '2026-11-27T15:00:00Z')
    expect(item).toMatchObject({ status: 'open', day: 'early-close', localDate: '2026-11-27', localTime: '10:00:00', holiday: 'Day after Thanksgiving' })
    expect(item.session).toEqual({ date: '2026-11-27', opensAt: '2026-11-27T14:30:00Z', closesAt: '2026-11-27T18:00:00Z', earlyClose: true })
  })
  it('is closed after the early close, next session Monday', async () => {
    const item = await status('NYSE', '2026-11-27T18:00:00Z')
    expect(item).toMatchObject({ status: 'closed', reason: 'after-close' })
    expect(item.nextSession).toMatchObject({ date: '2026-11-30', opensAt: '2026-11-30T14:30:00Z', closesAt: '2026-11-30T21:00:00Z' })
  })
  it('is closed on Thanksgiving, naming it', async () => {
    expect(await status('NASDAQ', '2026-11-26T16:00:00Z')).toMatchObject({ status: 'closed', reason: 'holiday', holiday: 'Thanksgiving Day' })
  })
  it('follows daylight saving time: 09:30 EDT is 13:30 UTC in July', async () => {
    expect(await status('NYSE', '2026-07-02T13:29:59Z')).toMatchObject({ status: 'closed', reason: 'before-open', nextSession: { opensAt: '2026-07-02T13:30:00Z' } })
    expect(await status('NYSE', '2026-07-02T13:30:00Z')).toMatchObject({ status: 'open', day: 'open' })
  })
  it('skips a holiday weekend to the next session (Easter in London)', async () => {
    const item = await status('LSE', '2026-04-03T10:00:00Z')
    expect(item).toMatchObject({ status: 'closed', reason: 'holiday', holiday: 'Good Friday' })
    expect(item.nextSession).toMatchObject({ date: '2026-04-07', opensAt: '2026-04-07T07:00:00Z' })
  })
  it('reads offsets in the instant and answers the LSE half day', async () => {
    expect(await status('LSE', '2026-12-24T12:29:00%2B00:00')).toMatchObject({ status: 'open', day: 'early-close' })
    expect(await status('LSE', '2026-12-24T13:30:00%2B01:00')).toMatchObject({ status: 'closed', reason: 'after-close' })
  })
  it('is closed on a weekend', async () => {
    expect(await status('XETR', '2026-06-06T10:00:00Z')).toMatchObject({ status: 'closed', reason: 'weekend', nextSession: { date: '2026-06-08', opensAt: '2026-06-08T07:00:00Z' } })
  })
  it('answers now without `at`', async () => {
    const item = (await app.ok('/api/markets/status?exchange=XPAR')).items[0]
    expect(['open', 'closed']).toContain(item.status)
    expect(Math.abs(Date.parse(item.at) - Date.now())).toBeLessThan(60_000)
  })
  app.refusals('/api/markets/status', [
    [{ exchange: 'NYSE', at: '2026-11-27T15:00:00' }, 'at'],
    [{ exchange: 'NYSE', at: '1999-11-27T15:00:00Z' }, 'at'],
    [{ exchange: 'XHKG' }, 'exchange'],
  ])
})
