import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { aircraftFixtures } from './_upstream.ts'

const upstream = testHost(aircraftFixtures)

describe('aircraft.lookup', () => {
  it('identifies an aircraft by registration', async () => {
    const { status, body } = await upstream.call('/api/aircraft/lookup?registration=n628ts')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 1, meta: { mode: 'lookup' }, source: { provider: 'adsbdb (api.adsbdb.com)', url: expect.stringContaining('/v0/aircraft/N628TS') } })
    expect(body.data.items[0]).toStrictEqual({
      registration: 'N628TS', modeS: 'A835AF', type: 'G650 ER', icaoType: 'G650', manufacturer: 'Gulfstream Aerospace', owner: 'Falcon Landing LLC',
      ownerCountry: { code: 'US', name: 'United States' }, operatorFlag: 'G650',
      photo: { url: 'https://airport-data.com/images/aircraft/001/598/001598299.jpg', thumbnailUrl: 'https://airport-data.com/images/aircraft/thumbnails/001/598/001598299.jpg' },
    })
  })

  it('identifies an aircraft by Mode S address', async () => {
    const { body } = await upstream.call('/api/aircraft/lookup?hex=4b1805')
    expect(body.data.items[0]).toMatchObject({ registration: 'HB-JCN', owner: 'Swiss International Air Lines', ownerCountry: { code: 'CH' } })
  })

  it('answers 404 for an aircraft no database knows', async () => {
    expect(await upstream.call('/api/aircraft/lookup?registration=ZZ-ZZZ')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })

  upstream.failures('GET /v0/aircraft/N628TS', '/api/aircraft/lookup?registration=N628TS')

  it('rejects bad input', async () => {
    await upstream.rejects('/api/aircraft/lookup', 'registration')
    await upstream.rejects('/api/aircraft/lookup?registration=N628TS&hex=A835AF', 'registration')
    await upstream.rejects('/api/aircraft/lookup?registration=N', 'registration')
    await upstream.rejects('/api/aircraft/lookup?registration=N1234567890', 'registration')
    await upstream.rejects('/api/aircraft/lookup?registration=N62%2F8', 'registration')
    await upstream.rejects('/api/aircraft/lookup?hex=A835A', 'hex')
    await upstream.rejects('/api/aircraft/lookup?hex=G835AF', 'hex')
  })
})
