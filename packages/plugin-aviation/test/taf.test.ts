import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { aviationFixtures, fixture } from './_upstream.ts'

const upstream = testHost({ ...aviationFixtures, routes: { 'GET /api/data/taf': fixture('aviationweather/taf.json') } })

describe('aviation.taf', () => {
  it('answers the raw forecast, issue time, validity and decoded periods', async () => {
    const { status, body } = await upstream.call('/api/aviation/taf?ids=KBOS,KORD')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 2, missing: [] })
    const [boston, chicago] = body.data.items
    expect(chicago).toMatchObject({
      station: 'KORD', name: 'Chicago/O\'Hare Intl', issuedAt: '2026-05-20T08:52:00.000Z', validFrom: '2026-05-20T09:00:00.000Z', validTo: '2026-05-21T12:00:00.000Z', amendment: 'AMD',
      raw: expect.stringMatching(/^TAF AMD KORD 200852Z 2009\/2112/),
    })
    expect(boston.station).toBe('KBOS')
    expect(boston.amendment).toBeNull()
    expect(boston.periods).toStrictEqual([
      { change: 'BASE', probability: null, from: '2026-05-20T09:00:00.000Z', to: '2026-05-20T14:00:00.000Z', becomingBy: null, wind: { directionDeg: 230, variable: false, speedKt: 7, gustKt: null }, visibility: { statuteMiles: 6, orMore: true, lessThan: false }, weather: null, clouds: [{ cover: 'FEW', baseFtAgl: 25000 }], verticalVisibilityFt: null },
      { change: 'FM', probability: null, from: '2026-05-20T14:00:00.000Z', to: '2026-05-21T12:00:00.000Z', becomingBy: null, wind: { directionDeg: 250, variable: false, speedKt: 10, gustKt: 18 }, visibility: { statuteMiles: 6, orMore: true, lessThan: false }, weather: null, clouds: [{ cover: 'FEW', baseFtAgl: 24000 }], verticalVisibilityFt: null },
      { change: 'PROB', probability: 30, from: '2026-05-20T18:00:00.000Z', to: '2026-05-20T20:00:00.000Z', becomingBy: null, wind: null, visibility: { statuteMiles: 4, orMore: false, lessThan: false }, weather: '-SHRA', clouds: [{ cover: 'BKN', baseFtAgl: 10000 }], verticalVisibilityFt: null },
    ])
  })

  it('answers no items for stations without a TAF', async () => {
    upstream.set('GET /api/data/taf', { status: 204 })
    expect((await upstream.call('/api/aviation/taf?ids=KXYZ')).body.data).toMatchObject({ items: [], total: 0, missing: ['KXYZ'] })
    upstream.reset()
  })

  upstream.failures('GET /api/data/taf', '/api/aviation/taf?ids=KJFK')

  it('rejects bad input', async () => {
    await upstream.rejects('/api/aviation/taf', 'ids')
    await upstream.rejects('/api/aviation/taf?ids=K1', 'ids')
    await upstream.rejects(`/api/aviation/taf?ids=${'A'.repeat(121)}`, 'ids')
  })
})
