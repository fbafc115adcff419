import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { spacePlugin } from '../src/index.ts'

const h = testHost({
  plugins: [spacePlugin],
  upstreams: ['celestrak'],
  routes: { 'GET /NORAD/elements/gp.php': { file: 'celestrak/stations.json' } },
})
type Sat = { name: string, [key: string]: unknown }

describe('space.satellites', () => {
  it('lists a CelesTrak group with positions now', async () => {
    const data = await h.ok('/api/space/satellites?time=2026-11-26T00:00:00Z')
    expect(h.last('/NORAD/elements/gp.php').params).toEqual({ GROUP: 'stations', FORMAT: 'json' })
    expect(data).toMatchObject({ ok: true, total: 3, time: '2026-11-26T00:00:00.000Z', source: { url: expect.stringContaining('GROUP=stations') } })
    expect(data.items.map((item: Sat) => item.name)).toEqual(['ISS (ZARYA)', 'CSS (TIANHE)', 'ISS OBJECT XK'])
    const [iss, css] = data.items
    expect(iss).toMatchObject({ noradId: 25544, intlDesignator: '1998-067A', inclinationDeg: 51.6416, sunlit: expect.any(Boolean) })
    expect(iss).not.toHaveProperty('elevationDeg')
    // Each stays within its inclination's latitudes, at a low-orbit height.
    expect(Math.abs(iss.lat)).toBeLessThanOrEqual(51.7)
    expect(Math.abs(css.lat)).toBeLessThanOrEqual(41.5)
    for (const item of data.items) expect(item.altitudeKm).toBeGreaterThan(250)
    // String-typed OMM numbers (the third object) are read as numbers.
    expect(data.items[2]).toMatchObject({ noradId: 61234, inclinationDeg: 51.62 })
  })

  it('filters by name, sorts by elevation from a place and keeps only those overhead', async () => {
    const some = await h.ok('/api/space/satellites?category=stations&search=iss&time=2026-11-26T00:00:00Z')
    expect(some.items.map((item: Sat) => item.name)).toEqual(['ISS (ZARYA)', 'ISS OBJECT XK'])
    const seen = await h.ok('/api/space/satellites?lat=40.7&lon=-74&time=2026-11-26T00:00:00Z')
    const elevations = seen.items.map((item: Sat) => item.elevationDeg as number)
    expect(elevations).toEqual([...elevations].sort((a, b) => b - a))
    // Find an instant when the ISS is up at that place, from its own pass list, then ask who is overhead.
    const pass = (await h.ok('/api/space/satellite?noradId=25544&time=2026-11-26T00:00:00Z&lat=40.7&lon=-74&hours=48&passes=1&minElevation=0')).items[0].passes[0]
    const overhead = await h.ok(`/api/space/satellites?lat=40.7&lon=-74&overhead=true&time=${pass.culmination}`)
    expect(overhead.items.map((item: Sat) => item.name)).toContain('ISS (ZARYA)')
    expect(overhead.items.every((item: Sat) => item.aboveHorizon === true)).toBe(true)
    const limited = await h.ok('/api/space/satellites?limit=1&time=2026-11-26T00:00:00Z')
    expect(limited).toMatchObject({ total: 3 })
    expect(limited.items).toHaveLength(1)
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/space/satellites?category=everything', 'category')
    await h.rejects('/api/space/satellites?overhead=true', 'lat')
    await h.rejects('/api/space/satellites?lat=10', 'lon')
    await h.rejects('/api/space/satellites?limit=201', 'limit')
    await h.rejects('/api/space/satellites?search=%3Cscript%3E', 'search')
  })

  h.failures('GET /NORAD/elements/gp.php', '/api/space/satellites')
})
