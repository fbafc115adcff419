import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { spacePlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `celestrak/${name}` })
const h = testHost({ plugins: [spacePlugin], upstreams: ['celestrak'], routes: { 'GET /NORAD/elements/gp.php': fixture('stations.json') } })
const withAnswer = async (answer: Parameters<typeof h.set>[1], run: () => Promise<void>) => {
  h.set('GET /NORAD/elements/gp.php', answer)
  try {
    await run()
  } finally {
    h.reset()
  }
}

describe('space.satellite', () => {
  // Vallado et al., "Revisiting Spacetrack Report #3" (AIAA 2006-6753), verification output for 00005 at tsince 0:
  // r = (7022.46529266, -1400.08296755, 0.03995155) km, v = (1.893841015, 6.405893759, 4.534807250) km/s (TEME).
  // Tolerance 0.01 km and 1e-5 km/s.
  it('propagates Vanguard 1 to the SGP4 verification state at its epoch', () => withAnswer(fixture('vanguard-1.json'), async () => {
    const data = await h.ok('/api/space/satellite?noradId=5&time=2000-06-27T18:50:19.734Z')
    expect(h.last('/NORAD/elements/gp.php').params).toEqual({ CATNR: '5', FORMAT: 'json' })
    expect(data).toMatchObject({ ok: true, total: 1, source: { provider: 'CelesTrak GP element sets', url: expect.stringContaining('CATNR=5') } })
    const item = data.items[0]
    expect(item).toMatchObject({ name: 'VANGUARD 1', noradId: 5, intlDesignator: '1958-002B', epoch: '2000-06-27T18:50:19.733Z', elementAgeDays: 0 })
    const { x, y, z } = item.position.positionTemeKm
    expect(Math.abs(x - 7022.46529266)).toBeLessThan(0.01)
    expect(Math.abs(y - -1400.08296755)).toBeLessThan(0.01)
    expect(Math.abs(z - 0.03995155)).toBeLessThan(0.01)
    const velocity = item.position.velocityTemeKmS
    expect(Math.abs(velocity.x - 1.893841015)).toBeLessThan(1e-5)
    expect(Math.abs(velocity.y - 6.405893759)).toBeLessThan(1e-5)
    expect(Math.abs(velocity.z - 4.53480725)).toBeLessThan(1e-5)
    // |v| and the height over the equator follow from that state: 8.0738 km/s, |r| - 6378.137 = 782.5 km.
    expect(item.position.speedKmS).toBeCloseTo(8.0738, 3)
    expect(Math.abs(item.position.altitudeKm - 782.5)).toBeLessThan(1)
    expect(Math.abs(item.position.lat)).toBeLessThan(0.01)
    // Period from the mean motion: 1440 / 10.82419157 = 133.04 minutes.
    expect(item.orbit).toMatchObject({ periodMinutes: 133.04, inclinationDeg: 34.2682, eccentricity: 0.1859667 })
  }))

  it('finds a satellite by name, preferring the exact name, and lists passes over a place', async () => {
    const data = await h.ok('/api/space/satellite?name=ISS (ZARYA)&time=2026-11-26T00:00:00Z&lat=40.7&lon=-74&hours=48&passes=3&minElevation=0')
    expect(h.last('/NORAD/elements/gp.php').params).toEqual({ NAME: 'ISS (ZARYA)', FORMAT: 'json' })
    const iss = data.items[0]
    expect(iss).toMatchObject({ name: 'ISS (ZARYA)', noradId: 25544, elementAgeDays: 0.5, otherMatches: [{ name: 'CSS (TIANHE)', noradId: 48274 }, { name: 'ISS OBJECT XK', noradId: 61234 }] })
    expect(iss.orbit.periodMinutes).toBeCloseTo(92.9, 1)
    expect(iss.position.altitudeKm).toBeGreaterThan(380)
    expect(iss.position.altitudeKm).toBeLessThan(440)
    expect(Math.abs(iss.position.lat)).toBeLessThanOrEqual(51.7)
    expect(iss.observer).toMatchObject({ lat: 40.7, lon: -74, aboveHorizon: expect.any(Boolean) })
    expect(iss.passes).toHaveLength(3)
    for (const pass of iss.passes) {
      expect(Date.parse(pass.rise)).toBeLessThan(Date.parse(pass.culmination))
      expect(Date.parse(pass.culmination)).toBeLessThan(Date.parse(pass.set))
      expect(pass.durationSeconds).toBeLessThan(15 * 60)
      expect(pass.maxElevationDeg).toBeGreaterThan(0)
      expect(pass.maxElevationDeg).toBeLessThanOrEqual(90)
    }
    // The pass search agrees with the look angles at its own culmination.
    const top = iss.passes[0]
    const seen = await h.ok(`/api/space/satellite?noradId=25544&time=${top.culmination}&lat=40.7&lon=-74&passes=0`)
    expect(Math.abs(seen.items[0].observer.elevationDeg - top.maxElevationDeg)).toBeLessThan(0.2)
    expect(seen.items[0].passes).toEqual([])
  })

  it('answers 404 when CelesTrak has no elements for it', () => withAnswer({ body: 'No GP data found', headers: { 'content-type': 'text/plain' } }, async () => {
    await h.status('/api/space/satellite?noradId=999999', 404, undefined, 'NOT_FOUND')
  }))

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/space/satellite', 'noradId')
    await h.rejects('/api/space/satellite?noradId=25544&name=ISS', 'name')
    await h.rejects('/api/space/satellite?noradId=0', 'noradId')
    await h.rejects('/api/space/satellite?name=ISS;DROP', 'name')
    await h.rejects('/api/space/satellite?noradId=25544&lat=40', 'lon')
    await h.rejects('/api/space/satellite?noradId=25544&hours=73', 'hours')
  })

  it('treats CelesTrak\'s 403 as its rate limit (its usage policy: stop on it), never as a plain failure', async () => {
    h.set('GET /NORAD/elements/gp.php', { status: 403, body: 'GP data has not updated since your last successful download' })
    expect(await h.call('/api/space/satellite?noradId=25544')).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT' } })
  })
  h.failures('GET /NORAD/elements/gp.php', '/api/space/satellite?noradId=25544')
})

describe('space.satellite: an answer that is not element sets, sent once, is not kept', () => {
  // One host per test, whose calls share its cache (element sets are kept two hours).
  const route = 'GET /NORAD/elements/gp.php'
  const kept = testHost({ plugins: [spacePlugin], upstreams: ['celestrak'], hostPer: 'test', routes: { [route]: fixture('stations.json') } })
  const path = '/api/space/satellite?noradId=25544&passes=0'

  it('a 502, then the element sets sent next are read and kept', async () => {
    // Made up for the test: JSON of another shape sent with 200 where the element sets were asked for.
    kept.set(route, { body: '{"error":"maintenance"}', headers: { 'content-type': 'application/json' } })
    expect(await kept.call(path)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable', error: expect.stringContaining('sent another shape') } })
    kept.reset()
    expect((await kept.item(path)).name).toBe('ISS (ZARYA)')
    await kept.item(path)
    expect(kept.requestsTo(route)).toHaveLength(2)
  })
})
