import { readFile } from 'node:fs/promises'
import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { energyPlugin } from '../src/index.ts'

// A subscription key (Forecast.Solar's keys match /[A-Za-z0-9]{16}/) goes in the path, `/:apikey/estimate/...`, and
// Forecast.Solar names it in every keyed answer (`message.ratelimit.zone: "API key <key>"`, as the recorded answers of its
// Home Assistant client show): neither may leave the host.
const KEY = 'Sub5cr1pt10nK3y9'
const PATH = `/${KEY}/estimate/51.1500/10.4500/35/0/1`
const keyed = async () => {
  const file = JSON.parse(await readFile(new URL('fixtures/forecast-solar/estimate-51.15-10.45-35-0-1.json', import.meta.url), 'utf8'))
  file.message.ratelimit = { zone: `API key ${KEY}`, period: 3600, limit: 60, remaining: 57 }
  return { body: file }
}
const h = testHost({ plugins: [energyPlugin], upstreams: ['forecast-solar'], keys: { 'forecast-solar': KEY }, hostPer: 'test', routes: { [`GET ${PATH}`]: keyed } })
const CALL = '/api/energy/solar-forecast?lat=51.15&lon=10.45&kwp=1&declination=35'
const leaks = (value: unknown) => JSON.stringify(value).includes(KEY)

describe('energy.solar-forecast with a subscription key', () => {
  it('sends the key as the first path segment; the answer cites the public path', async () => {
    const data = await h.ok(CALL)
    expect(h.last().path).toBe(PATH)
    expect(data.source.url).toBe(`${h.server.url}/estimate/51.1500/10.4500/35/0/1?time=iso8601`)
    expect(data.items[0].days).toHaveLength(2)
    expect(leaks(data)).toBe(false)
  })

  it('keeps the key out of error answers, the provider stats and the metrics', async () => {
    h.set(`GET ${PATH}`, { status: 403, body: { result: `Invalid API key ${KEY}`, message: { code: 403, type: 'error', text: `Invalid API key ${KEY}` } } })
    const refused = await h.call(CALL)
    expect(refused.status).toBe(502)
    expect(refused.body.upstreamStatus).toBe(403)
    expect(leaks(refused.body)).toBe(false)
    h.set(`GET ${PATH}`, { body: { result: `API key ${KEY}`, message: {} } })
    const reshaped = await h.call(CALL)
    expect([reshaped.status, reshaped.body.answer]).toEqual([502, 'shape'])
    expect(leaks(reshaped.body)).toBe(false)
    const metrics = await h.app.request('/metrics')
    expect(metrics.status).toBe(200)
    expect((await metrics.text()).includes(KEY)).toBe(false)
    const stats = (await h.app.upstreamStats()).find((figures) => figures.provider === 'forecast-solar')
    expect(stats?.lastError?.message).toContain('unexpected shape')
    expect(leaks(stats)).toBe(false)
  })

  it('makes the provider available without accepting its terms (a subscription is the documented way for a central app)', async () => {
    const { body } = await h.call('/api/directory')
    expect(body.operations.find((operation: { id: string }) => operation.id === 'energy.solar-forecast')).toMatchObject({ available: true })
  })
})
