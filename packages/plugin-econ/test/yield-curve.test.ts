import { describe, expect, it } from 'vitest'
import { createTestPaymentGate, refusedThenServed, testHost } from '@svc/core/testing'
import { econFixtures } from './_harness.ts'

const h = testHost(econFixtures)
const FEED = '/resource-center/data-chart-center/interest-rates/pages/xml'

describe('econ.yield-curve', () => {
  it('answers the curve of the day asked, one row per quoted maturity, with the 10y-2y spread', async () => {
    const data = await h.ok('/api/econ/yield-curve?date=2024-10-07')
    expect(data.items).toHaveLength(13)
    expect(data.items[0]).toStrictEqual({ date: '2024-10-07', maturity: '1M', years: 0.0833, yield: 5 })
    expect(data.items.find((row: { maturity: string }) => row.maturity === '10Y')).toMatchObject({ years: 10, yield: 4.03 })
    expect(data.meta).toMatchObject({ mode: 'lookup', date: '2024-10-07', spread10y2y: 0.04, spread10y3m: -0.74 })
    expect(h.last(FEED).params).toEqual({ data: 'daily_treasury_yield_curve', field_tdr_date_value_month: '202410' })
  })
  it('answers a weekend with the business day before, looking into the month before when needed', async () => {
    expect((await h.ok('/api/econ/yield-curve?date=2024-10-06')).meta.date).toBe('2024-10-04')
    expect((await h.ok('/api/econ/yield-curve?date=2024-11-02')).meta.date).toBe('2024-10-07')
  })
  it('answers 404 when neither month has a curve', async () => {
    await h.status('/api/econ/yield-curve?date=2023-05-10', 404, undefined, 'NOT_FOUND')
  })
  it('rejects bad dates naming the field', async () => {
    await h.rejects('/api/econ/yield-curve?date=2024-02-30', 'date')
  })
  it('answers 502 on a page that is not the feed', async () => {
    h.set(`GET ${FEED}`, { headers: { 'content-type': 'text/html' }, body: '<html>maintenance</html>' })
    try {
      await h.status('/api/econ/yield-curve?date=2024-10-07', 502, undefined, 'UPSTREAM_FAILED')
    } finally {
      h.reset()
    }
    expect(h.fixture('x').file).toContain('fixtures')
  })
  h.failures(`GET ${FEED}`, '/api/econ/yield-curve?date=2024-10-07')
})

describe('econ.yield-curve: a text that is no feed is not kept', () => {
  // One host per test, whose calls share its cache (a month's feed is kept an hour); priced, so a charge shows.
  const kept = testHost({ ...econFixtures, hostPer: 'test', paid: true, freshGate: createTestPaymentGate, routes: {
    ...econFixtures.routes,
    // Made up for the test: XML sent with 200 that is no Atom feed.
    [`GET ${FEED}`]: { headers: { 'content-type': 'application/xml' }, body: '<?xml version="1.0"?><error>Service Unavailable</error>' },
  } })
  it('a 502, not charged; then the feed sent next is read', async () => {
    const refusal = { answer: 'unusable', error: expect.stringContaining('no yield curve feed') }
    const { body } = await refusedThenServed(kept, { path: '/api/econ/yield-curve?date=2024-10-07', route: `GET ${FEED}`, refusal, good: econFixtures.routes[`GET ${FEED}`] })
    expect(body.data.meta).toMatchObject({ date: '2024-10-07' })
  })
})
