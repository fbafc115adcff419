import { createTestPaymentGate, refusedThenServed, TEST_PAYER_HEADER, testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { stormLevel } from '../src/operations/weather.ts'
import { spacePlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: name })
const h = testHost({
  plugins: [spacePlugin],
  upstreams: ['jpl-ssd', 'launch-library', 'swpc'],
  routes: {
    'GET /cad.api': fixture('jpl-cad/cad-60d.json'),
    'GET /2.3.0/launches/upcoming/': fixture('launch-library/upcoming.json'),
    'GET /2.3.0/launches/previous/': fixture('launch-library/upcoming.json'),
    'GET /json/planetary_k_index_1m.json': fixture('swpc/planetary_k_index_1m.json'),
    'GET /products/alerts.json': fixture('swpc/alerts.json'),
  },
})

describe('space.close-approaches', () => {
  it('asks JPL for approaches from now and converts distances', async () => {
    const data = await h.ok('/api/space/close-approaches?days=30&maxDistanceLd=5&limit=20')
    expect(h.last('/cad.api').params).toEqual({ 'date-min': 'now', 'date-max': '+30', 'dist-max': '5LD', sort: 'date', limit: '20' })
    expect(data.total).toBe(2)
    expect(data.items[0]).toStrictEqual({
      designation: '2026 WB3', approachAt: '2026-11-29T14:07:00Z', distanceAu: 0.00412877309112946, distanceKm: 617656, distanceLd: 1.61,
      velocityKmS: 9.81457020163218, absoluteMagnitude: 26.1, url: expect.stringContaining('sstr=2026%20WB3'),
    })
    expect(data.items[1]).toMatchObject({ designation: '2024 YR4', absoluteMagnitude: null })
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/space/close-approaches?days=366', 'days')
    await h.rejects('/api/space/close-approaches?maxDistanceLd=0', 'maxDistanceLd')
  })

  h.failures('GET /cad.api', '/api/space/close-approaches')
})

describe('space.close-approaches: a count with no data (issue 37)', () => {
  const kept = testHost({ plugins: [spacePlugin], upstreams: ['jpl-ssd'], hostPer: 'test', paid: true, freshGate: createTestPaymentGate, routes: {
    // Made up for the test: a count of approaches with `data` left out (an answer cut short).
    'GET /cad.api': { body: { signature: { source: 'NASA/JPL SBDB Close Approach Data API', version: '1.5' }, count: '2' } },
  } })
  const call = () => kept.call('/api/space/close-approaches', undefined, undefined, { headers: { [TEST_PAYER_HEADER]: '0x00000000000000000000000000000000000000a1' } })
  it('is a 502, not charged and not kept: the good answer sent next is served', async () => {
    const { body } = await refusedThenServed(kept, { path: '/api/space/close-approaches', route: 'GET /cad.api', refusal: { answer: 'unusable' }, good: fixture('jpl-cad/cad-60d.json') })
    expect(body.data.total).toBe(2)
    expect(body.data.items[0]).toMatchObject({ designation: '2026 WB3' })
  })
  it('answers none for a count of 0 with no data', async () => {
    // Made up for the test: a count of 0 with `fields` and `data` left out.
    kept.set('GET /cad.api', { body: { signature: { source: 'NASA/JPL SBDB Close Approach Data API', version: '1.5' }, count: '0' } })
    expect((await call()).body.data).toMatchObject({ items: [], total: 0 })
  })
})

describe('space.launches', () => {
  it('answers upcoming launches from Launch Library 2', async () => {
    const data = await h.ok('/api/space/launches?search=falcon&limit=1')
    expect(h.last('/2.3.0/launches/upcoming/').params).toEqual({ limit: '1', search: 'falcon', mode: 'normal' })
    expect(data.total).toBe(312)
    expect(data.items[0]).toStrictEqual({
      id: 'e3df2ecd-c239-472f-95e4-2b89b4f75800', name: 'Falcon 9 Block 5 | Starlink Group 10-12', net: '2026-11-27T03:15:00Z',
      windowStart: '2026-11-27T03:15:00Z', windowEnd: '2026-11-27T07:15:00Z', status: 'Go for Launch', provider: 'SpaceX', rocket: 'Falcon 9',
      mission: 'Starlink Group 10-12', missionType: 'Communications', missionDescription: expect.stringContaining('Starlink'), orbit: 'Low Earth Orbit',
      pad: 'Space Launch Complex 40', location: 'Cape Canaveral SFS, FL, USA', webcastLive: false,
    })
    await h.ok('/api/space/launches?when=previous')
    expect(h.last().path).toBe('/2.3.0/launches/previous/')
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/space/launches?when=tomorrow', 'when')
    await h.rejects('/api/space/launches?limit=51', 'limit')
  })

  h.failures('GET /2.3.0/launches/upcoming/', '/api/space/launches')
})

describe('space.weather', () => {
  it('answers the latest Kp with its storm level and the latest alerts first', async () => {
    const item = (await h.ok('/api/space/weather?alerts=1')).items[0]
    expect(item).toMatchObject({ kp: 6, kpAt: '2026-11-26T14:01:00Z', stormLevel: 'G2' })
    expect(item.alerts).toEqual([{ id: 'K06A', issuedAt: '2026-11-26T13:58:41Z', message: expect.stringContaining('NOAA Scale: G2 - Moderate') }])
  })

  it('maps Kp to NOAA\'s G scale (swpc.noaa.gov/noaa-scales-explanation)', () => {
    expect([0, 4.67, 5, 5.67, 6, 7.33, 8, 9].map(stormLevel)).toEqual(['none', 'none', 'G1', 'G1', 'G2', 'G3', 'G4', 'G5'])
    expect(stormLevel(null)).toBeNull()
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/space/weather?alerts=51', 'alerts')
  })

  h.failures('GET /json/planetary_k_index_1m.json', '/api/space/weather')
})
