import { join } from 'node:path'
import { createTestApp, serveFixtures, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { convertPlugin } from '../src/index.ts'

const fixtures = join(import.meta.dirname, 'fixtures/ecb')
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

/** The 90-day file in the ECB's shape, with recent dates (its content always ends at "today"). */
const recentXml = () => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${daysAgo(3)}'>
\t\t\t<Cube currency='USD' rate='1.1000'/>
\t\t\t<Cube currency='GBP' rate='0.85000'/>
\t\t</Cube>
\t\t<Cube time='${daysAgo(10)}'>
\t\t\t<Cube currency='USD' rate='1.2000'/>
\t\t\t<Cube currency='GBP' rate='0.86000'/>
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`

describe('convert.currency', () => {
  let server: FixtureServer
  let mode: 'ok' | 'down' | 'limited' | 'slow' | 'garbage' = 'ok'
  const broken = () => (mode === 'down' ? { status: 500, body: 'error' } : mode === 'limited' ? { status: 429, body: 'slow down' } : mode === 'slow' ? { delayMs: 500, file: join(fixtures, 'eurofxref-daily.xml') } : { body: '<html>maintenance</html>' })
  beforeAll(async () => {
    server = await serveFixtures({
      'GET /stats/eurofxref/eurofxref-daily.xml': () => (mode === 'ok' ? { file: join(fixtures, 'eurofxref-daily.xml') } : broken()),
      'GET /stats/eurofxref/eurofxref-hist.xml': { file: join(fixtures, 'eurofxref-hist.xml') },
      'GET /stats/eurofxref/eurofxref-hist-90d.xml': () => ({ body: recentXml(), headers: { 'content-type': 'text/xml' } }),
    })
  })
  afterAll(() => server.close())

  const appWith = (timeoutMs = 2000) => createTestApp({ plugins: [convertPlugin], config: { upstreams: { ecb: { baseUrl: server.url, timeoutMs } }, prices: { 'convert.currency': 0 } } })
  const call = async (query: string, app = appWith()) => {
    const response = await app.request(`/api/convert/currency?${query}`)
    return { status: response.status, body: await response.json() }
  }

  it('converts from euro at the latest reference rate and cites the ECB', async () => {
    const { status, body } = await call('from=EUR&to=USD&amount=100')
    expect(status).toBe(200)
    expect(body.data).toEqual({
      from: 'EUR', to: 'USD', amount: 100, rate: 1.0705, result: 107.05, date: '2024-06-28', requestedDate: null,
      source: { provider: 'European Central Bank', url: `${server.url}/stats/eurofxref/eurofxref-daily.xml`, license: expect.stringContaining('ECB') },
    })
  })

  it('computes cross rates through the euro, case-insensitively', async () => {
    const { body } = await call('from=usd&to=jpy&amount=2')
    expect(body.data.rate).toBeCloseTo(171.94 / 1.0705, 6)
    expect(body.data.result).toBeCloseTo((2 * 171.94) / 1.0705, 6)
    expect((await call('from=GBP&to=EUR')).body.data.rate).toBeCloseTo(1 / 0.84638, 9)
  })

  it('uses the last published business day for weekends and holidays', async () => {
    const weekend = await call('from=EUR&to=USD&date=2024-06-30')
    expect(weekend.body.data).toMatchObject({ date: '2024-06-28', requestedDate: '2024-06-30', rate: 1.0705 })
    expect((await call('from=EUR&to=GBP&date=2024-06-27')).body.data.rate).toBe(0.8456)
    expect((await call('from=EUR&to=USD&date=2024-07-01')).body.data.rate).toBe(1.0746)
  })

  it('reads recent dates from the 90-day file', async () => {
    const { body } = await call(`from=EUR&to=USD&date=${daysAgo(5)}`)
    expect(body.data).toMatchObject({ date: daysAgo(10), rate: 1.2 })
    expect(body.data.source.url).toContain('eurofxref-hist-90d.xml')
  })

  it('answers 404 before the first published day and 400 for a future date or an unsupported currency', async () => {
    expect((await call('from=EUR&to=USD&date=1998-12-31')).body).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    expect((await call('from=EUR&to=USD&date=2999-01-01')).body).toMatchObject({ status: 400, field: 'date' })
    const unsupported = await call('from=EUR&to=XYZ')
    expect(unsupported.body).toMatchObject({ status: 400, field: 'to' })
    expect(unsupported.body.error).toMatch(/supported: AUD, BGN/)
    expect((await call('from=EURO&to=USD')).body.field).toBe('from')
    expect((await call('from=EUR&to=USD&amount=0')).body.field).toBe('amount')
    expect((await call('from=EUR&to=USD&date=2024-13-01')).body.field).toBe('date')
  })

  it('caches the published file instead of downloading it for every call', async () => {
    const app = appWith()
    const before = server.requests.length
    await call('from=EUR&to=USD', app)
    await call('from=EUR&to=GBP', app)
    expect(server.requests.length - before).toBe(1)
  })

  it('maps upstream failures: 5xx -> 502, 429 -> 429, timeout -> 502, not XML -> 502', async () => {
    try {
      mode = 'down'
      expect((await call('from=EUR&to=USD')).body).toMatchObject({ status: 502, code: 'UPSTREAM_FAILED' })
      mode = 'limited'
      expect((await call('from=EUR&to=USD')).body).toMatchObject({ status: 429, code: 'UPSTREAM_RATE_LIMIT' })
      mode = 'slow'
      expect((await call('from=EUR&to=USD', appWith(150))).body).toMatchObject({ status: 502, code: 'UPSTREAM_TIMEOUT' })
      mode = 'garbage'
      expect((await call('from=EUR&to=USD')).body).toMatchObject({ status: 502, code: 'UPSTREAM_FAILED' })
    } finally {
      mode = 'ok'
    }
  })
})
