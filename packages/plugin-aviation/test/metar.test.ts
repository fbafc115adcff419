import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { aviationFixtures, fixture } from './_upstream.ts'

const upstream = testHost({ ...aviationFixtures, routes: { 'GET /api/data/metar': fixture('aviationweather/metar.json') } })

describe('aviation.metar', () => {
  it('decodes each station\'s latest observation, in the order asked', async () => {
    const { status, body } = await upstream.call('/api/aviation/metar?ids=kord,%20KSFO,KBOS,KXYZ')
    expect(status).toBe(200)
    expect(upstream.server.last().params).toEqual({ ids: 'KORD,KSFO,KBOS,KXYZ', format: 'json' })
    expect(body.data.items.map((item: { station: string }) => item.station)).toEqual(['KORD', 'KSFO', 'KBOS'])
    expect(body.data).toMatchObject({ total: 3, missing: ['KXYZ'], source: { provider: expect.stringContaining('Aviation Weather Center'), url: expect.stringContaining('/api/data/metar?ids=') } })
    expect(body.data.items[0]).toStrictEqual({
      station: 'KORD', name: 'Chicago/O\'Hare Intl, IL, US', observedAt: '2026-05-20T09:51:00.000Z', type: 'METAR',
      raw: 'METAR KORD 200951Z 35010G18KT 10SM BKN033 BKN250 12/06 A3018 RMK AO2 SLP219 T01170056 $',
      flightCategory: 'VFR', temperatureC: 11.7, dewpointC: 5.6,
      wind: { directionDeg: 350, variable: false, speedKt: 10, gustKt: 18 },
      visibility: { statuteMiles: 10, orMore: true, lessThan: false },
      altimeterInHg: 30.18, altimeterHpa: 1022.1, seaLevelPressureHpa: 1021.9, weather: null,
      clouds: [{ cover: 'BKN', baseFtAgl: 3300 }, { cover: 'BKN', baseFtAgl: 25000 }], verticalVisibilityFt: null,
      location: { lat: 41.9602, lon: -87.9316, elevationM: 202 },
    })
  })

  it('derives the flight category when the API gives none, and reads variable wind', async () => {
    const { body } = await upstream.call('/api/aviation/metar?ids=KSFO')
    expect(body.data.items[0]).toMatchObject({ type: 'SPECI', flightCategory: 'LIFR', weather: 'FG', verticalVisibilityFt: 200, wind: { directionDeg: null, variable: true, speedKt: 3, gustKt: null }, visibility: { statuteMiles: 0.5, orMore: false } })
  })

  it('answers no items when no station reports (204, an empty body or an empty array)', async () => {
    upstream.set('GET /api/data/metar', { status: 204 })
    expect((await upstream.call('/api/aviation/metar?ids=KXYZ')).body.data).toMatchObject({ items: [], total: 0, missing: ['KXYZ'] })
    upstream.set('GET /api/data/metar', { body: '' })
    expect((await upstream.call('/api/aviation/metar?ids=EDDT')).body.data).toMatchObject({ items: [], total: 0, missing: ['EDDT'] })
    upstream.set('GET /api/data/metar', { body: [] })
    expect((await upstream.call('/api/aviation/metar?ids=KXYZ')).body.data).toMatchObject({ items: [], total: 0 })
    upstream.reset()
  })

  upstream.failures('GET /api/data/metar', '/api/aviation/metar?ids=KJFK')

  it('rejects bad input', async () => {
    await upstream.rejects('/api/aviation/metar', 'ids')
    await upstream.rejects('/api/aviation/metar?ids=KJ', 'ids')
    await upstream.rejects(`/api/aviation/metar?ids=${'KJFK,'.repeat(24)}KJFK`, 'ids')
    await upstream.rejects('/api/aviation/metar?ids=KJFK,EG-LL', 'ids')
  })
})
