import { type FixtureAnswer, type BuiltHost, testHost } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { convertPlugin } from '../src/index.ts'

const DAILY = '/stats/eurofxref/eurofxref-daily.xml'
const HIST_90D = '/stats/eurofxref/eurofxref-hist-90d.xml'
const HIST = '/stats/eurofxref/eurofxref-hist.xml'
// The recorded daily file is the publication of Friday 2024-06-28: "today" is the Sunday after.
const TODAY = new Date('2024-06-30T12:00:00Z')
const sig = (value: number, digits: number) => Number(value.toPrecision(digits))

describe('convert.currency', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(TODAY)
  })
  afterAll(() => vi.useRealTimers())
  const h = testHost({
    plugins: [convertPlugin],
    upstreams: ['ecb'],
    fixtures: 'fixtures/ecb',
    routes: { [`GET ${DAILY}`]: 'eurofxref-daily.xml', [`GET ${HIST_90D}`]: 'eurofxref-hist-90d.xml', [`GET ${HIST}`]: 'eurofxref-hist.xml' },
  })
  /** A call on a fresh host, or on `host` (one host's calls share its cache). */
  const call = (query: string, host?: BuiltHost) => (host ?? h).call(`/api/convert/currency?${query}`)

  it('converts from euro at the latest reference rate and cites the ECB file', async () => {
    const { status, body } = await call('from=EUR&to=USD&amount=100')
    expect(status).toBe(200)
    expect(body.data).toStrictEqual({
      from: 'EUR', to: 'USD', amount: 100, rate: 1.0705, result: 107.05, date: '2024-06-28', requestedDate: null,
      source: { provider: 'European Central Bank', url: `${h.server.url}${DAILY}`, license: expect.stringContaining('ECB') },
    })
    expect((await call('from=EUR&to=USD')).body.data).toMatchObject({ amount: 1, result: 1.0705 })
  })

  it('computes cross rates through the euro, case-insensitively', async () => {
    const { body } = await call('from=usd&to=jpy&amount=2')
    const rate = sig(171.94 / 1.0705, 10)
    expect(body.data).toMatchObject({ from: 'USD', to: 'JPY', rate, result: sig(2 * rate, 12) })
    expect(rate).toBeCloseTo(160.6165343, 6)
    expect((await call('from=JPY&to=USD&amount=10000')).body.data.result).toBeCloseTo((10000 * 1.0705) / 171.94, 6)
    expect((await call('from=GBP&to=EUR')).body.data.rate).toBe(sig(1 / 0.84638, 10))
    expect((await call('from=CHF&to=CHF&amount=3.5')).body.data).toMatchObject({ rate: 1, result: 3.5 })
  })

  it('uses the last published business day for weekends, from the 90-day file for recent dates', async () => {
    for (const date of ['2024-06-29', '2024-06-30']) {
      const { body } = await call(`from=EUR&to=USD&date=${date}`)
      expect(body.data).toMatchObject({ date: '2024-06-28', requestedDate: date, rate: 1.0705 })
      expect(body.data.source.url).toBe(`${h.server.url}${HIST_90D}`)
    }
  })

  it('reads older dates from the full history', async () => {
    const saturday = await call('from=EUR&to=USD&date=2017-02-18')
    expect(saturday.body.data).toMatchObject({ date: '2017-02-17', requestedDate: '2017-02-18', rate: 1.065 })
    expect(saturday.body.data.source.url).toBe(`${h.server.url}${HIST}`)
    expect((await call('from=EUR&to=USD&date=2017-02-19')).body.data.date).toBe('2017-02-17')
    expect((await call('from=EUR&to=USD&date=2017-02-20')).body.data).toMatchObject({ date: '2017-02-20', rate: 1.0616 })
    expect((await call('from=RUB&to=GBP&date=2017-02-16&amount=1000')).body.data.result).toBeCloseTo((1000 * 0.8511) / 60.9025, 6)
    expect((await call('from=EUR&to=CYP&date=1999-01-04')).body.data.rate).toBe(0.58231)
  })

  it('answers 404 when nothing was published on the date or in the 10 days before', async () => {
    const before = await call('from=EUR&to=USD&date=1998-12-31')
    expect(before.status).toBe(404)
    expect(before.body).toMatchObject({ code: 'NOT_FOUND' })
    expect(before.body.error).toMatch(/from 1999-01-04/)
    // The recorded history skips from 2017-02-20 to 2024-06-28: no day within the look-back window.
    expect((await call('from=EUR&to=USD&date=2017-03-15')).body).toMatchObject({ status: 404, code: 'NOT_FOUND' })
  })

  it('converts amounts of any size the spec allows (> 0), and refuses one whose result overflows', async () => {
    expect((await call('from=EUR&to=USD&amount=1e18')).body.data).toMatchObject({ amount: 1e18, result: 1.0705e18 })
    expect(await call('from=EUR&to=USD&amount=1.7e308')).toMatchObject({ status: 400, body: { field: 'amount' } })
  })

  it('answers 400 naming the field for future or impossible dates, bad codes and amounts', async () => {
    const cases: Array<[string, string]> = [
      ['from=EUR&to=USD&date=2024-07-01', 'date'], ['from=EUR&to=USD&date=2024-02-30', 'date'], ['from=EUR&to=USD&date=2024-13-01', 'date'],
      ['from=EUR&to=USD&date=30/06/2024', 'date'], ['from=EURO&to=USD', 'from'], ['from=EUR&to=US', 'to'], ['from=E1R&to=USD', 'from'],
      ['from=EUR&to=USD&amount=0', 'amount'], ['from=EUR&to=USD&amount=-5', 'amount'], ['from=EUR&to=USD&amount=ten', 'amount'], ['to=USD', 'from'],
    ]
    for (const [query, field] of cases) {
      const { status, body } = await call(query)
      expect(status, query).toBe(400)
      expect(body, query).toMatchObject({ code: 'INVALID_INPUT', field })
    }
    const unsupported = await call('from=EUR&to=XYZ')
    expect(unsupported.body).toMatchObject({ status: 400, field: 'to' })
    expect(unsupported.body.error).toMatch(/supported: AUD, BGN, BRL, CAD, CHF, CNY, CZK, DKK, EUR, GBP/)
    // The ECB suspended the rouble in 2022: supported in 2017, not in the latest publication.
    expect((await call('from=RUB&to=EUR')).body).toMatchObject({ status: 400, field: 'from' })
  })

  it('caches each file: identical and related calls download it once', async () => {
    const app = h.open()
    const count = (path: string) => h.requestsTo(path).length
    const [daily, hist] = [count(DAILY), count(HIST)]
    await call('from=EUR&to=USD', app)
    await call('from=EUR&to=USD', app)
    await call('from=GBP&to=JPY', app)
    expect(count(DAILY) - daily).toBe(1)
    await call('from=EUR&to=USD&date=2017-02-17', app)
    await call('from=EUR&to=USD&date=2017-02-17', app)
    expect(count(HIST) - hist).toBe(1)
  })

  it('maps upstream failures: 5xx -> 502, 429 -> 429, timeout -> 502, malformed -> 502', async () => {
    const cases: Array<[FixtureAnswer, number, string]> = [
      [{ status: 500, body: 'Internal Server Error' }, 502, 'UPSTREAM_FAILED'],
      [{ status: 429, body: 'Too Many Requests', headers: { 'retry-after': '30' } }, 429, 'UPSTREAM_RATE_LIMIT'],
      [{ body: '<html><body>Maintenance</body></html>', headers: { 'content-type': 'text/html' } }, 502, 'UPSTREAM_FAILED'],
      [{ body: `<?xml version="1.0" encoding="UTF-8"?><gesmes:Envelope><Cube><Cube time='2024-06-28'>` }, 502, 'UPSTREAM_FAILED'],
    ]
    for (const [answer, status, code] of cases) {
      h.set(`GET ${DAILY}`, answer)
      const { body } = await call('from=EUR&to=USD')
      expect(body, JSON.stringify(answer)).toMatchObject({ status, code })
    }
    h.set(`GET ${DAILY}`, h.fixture('eurofxref-daily.xml', { delayMs: 400 }))
    expect((await h.call('/api/convert/currency?from=EUR&to=USD', undefined, { upstreams: { ecb: { baseUrl: h.server.url, timeoutMs: 100 } } })).body).toMatchObject({ status: 502, code: 'UPSTREAM_TIMEOUT' })
  })
})
