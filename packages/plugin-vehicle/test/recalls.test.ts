import { describe, expect, it } from 'vitest'
import { isoDate } from '../src/upstreams/nhtsa.ts'
import { testHost } from '@svc/core/testing'
import { RECALLS, vehicleFixtures } from './_upstream.ts'

const h = testHost(vehicleFixtures)
const PATH = '/api/vehicle/recalls?make=honda&model=accord&modelYear=2015'

describe('vehicle.recalls', () => {
  it('answers the campaigns, dates YYYY-MM-DD', async () => {
    const data = await h.ok(PATH)
    expect(h.last().params).toEqual({ make: 'honda', model: 'accord', modelYear: '2015' })
    expect(data).toMatchObject({ ok: true, total: 1, source: { provider: 'NHTSA datasets API' } })
    expect(data.items[0]).toMatchObject({
      campaignNumber: '15V320000', reportReceivedDate: '2015-05-26', manufacturer: 'Honda (American Honda Motor Co.)', component: 'AIR BAGS',
      parkIt: false, parkOutside: false, overTheAirUpdate: false,
    })
  })
  it('reads both of NHTSA\'s date spellings', () => {
    expect(isoDate('26/05/2015')).toBe('2015-05-26')
    expect(isoDate('2015-05-26T00:00:00')).toBe('2015-05-26')
    expect(isoDate('')).toBeNull()
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/vehicle/recalls?make=honda&modelYear=2015', 'model')
    await h.rejects('/api/vehicle/recalls?model=accord&modelYear=2015', 'make')
    await h.rejects('/api/vehicle/recalls?make=honda&model=accord', 'modelYear')
  })
  h.failures(RECALLS, PATH)
})
