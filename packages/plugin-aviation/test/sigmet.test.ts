import { testHost } from '@svc/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { aviationFixtures, fixture } from './_upstream.ts'

const upstream = testHost({ ...aviationFixtures, routes: { 'GET /api/data/airsigmet': fixture('aviationweather/airsigmet.json') } })

describe('aviation.sigmet', () => {
  // At 02:10Z on 2026-03-29 convective SIGMET 3E is in effect, SIGMET NOVEMBER 2 starts at 03:00Z and 1E ended at 01:55Z.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-29T02:10:00Z') }))
  afterEach(() => vi.useRealTimers())

  it('answers the advisories in effect now with altitude band and movement', async () => {
    const { status, body } = await upstream.call('/api/aviation/sigmet')
    expect(status).toBe(200)
    expect(upstream.server.last().params).toEqual({ format: 'json' })
    expect(body.data.total).toBe(1)
    expect(body.data.items[0]).toStrictEqual({
      issuingOffice: 'KKCI', type: 'SIGMET', series: '3E', hazard: 'CONVECTIVE', severity: 5,
      issuedAt: '2026-03-29T01:55:00.000Z', validFrom: '2026-03-29T01:55:00.000Z', validTo: '2026-03-29T03:55:00.000Z',
      altitudeFt: { low: null, high: 32000 }, movement: { directionDeg: 10, speedKt: 15 },
      raw: expect.stringContaining('CONVECTIVE SIGMET 3E'),
      area: [{ lat: 28.145, lon: -80.272 }, { lat: 27.122, lon: -78.878 }, { lat: 26.807, lon: -79.746 }, { lat: 27.679, lon: -80.865 }, { lat: 28.145, lon: -80.272 }],
    })
  })

  it('filters by hazard (any case) and looks ahead with hours, newest first', async () => {
    expect((await upstream.call('/api/aviation/sigmet?hazard=turb')).body.data).toMatchObject({ items: [], total: 0 })
    const ahead = await upstream.call('/api/aviation/sigmet?hazard=TURB&hours=1')
    expect(ahead.body.data.items).toMatchObject([{ type: 'SIGMET', series: 'NOVEMBER 2', hazard: 'TURB', severity: 4, altitudeFt: { low: 24000, high: 38000 }, movement: null }])
    expect((await upstream.call('/api/aviation/sigmet?hours=2')).body.data.items.map((item: { series: string }) => item.series)).toEqual(['NOVEMBER 2', '3E'])
    expect((await upstream.call('/api/aviation/sigmet?hours=2&limit=1')).body.data).toMatchObject({ total: 2, items: [{ series: 'NOVEMBER 2' }] })
    expect((await upstream.call('/api/aviation/sigmet?hazard=ASH')).body.data).toMatchObject({ items: [], total: 0 })
  })

  it('reads numbers written as strings and the schema\'s altitudeLo1 spelling', async () => {
    upstream.set('GET /api/data/airsigmet', { body: [{ icaoId: 'KKCI', seriesId: '4W', airSigmetType: 'SIGMET', hazard: 'CONVECTIVE', severity: '5', validTimeFrom: 1774749300, validTimeTo: 1774756500, altitudeLo1: '0', altitudeHi1: '45000', movementDir: '270', movementSpd: '10', rawAirSigmet: 'CONVECTIVE SIGMET 4W', coords: [{ lat: '35.74', lon: '-106.16' }, { lat: '', lon: '-105.69' }] }] })
    const { body } = await upstream.call('/api/aviation/sigmet')
    upstream.reset()
    expect(body.data.items[0]).toMatchObject({ severity: 5, altitudeFt: { low: 0, high: 45000 }, movement: { directionDeg: 270, speedKt: 10 }, area: [{ lat: 35.74, lon: -106.16 }] })
  })

  it('answers no items when nothing is in effect', async () => {
    upstream.set('GET /api/data/airsigmet', { status: 204 })
    expect((await upstream.call('/api/aviation/sigmet')).body.data).toMatchObject({ items: [], total: 0 })
    upstream.reset()
  })

  upstream.failures('GET /api/data/airsigmet', '/api/aviation/sigmet')

  it('rejects bad input', async () => {
    await upstream.rejects('/api/aviation/sigmet?hazard=HAIL', 'hazard')
    await upstream.rejects('/api/aviation/sigmet?hazard=X', 'hazard')
    await upstream.rejects('/api/aviation/sigmet?hours=0', 'hours')
    await upstream.rejects('/api/aviation/sigmet?hours=25', 'hours')
    await upstream.rejects('/api/aviation/sigmet?limit=51', 'limit')
  })
})
