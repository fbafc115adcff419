import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { CVS, vehicleFixtures } from './_upstream.ts'

const h = testHost(vehicleFixtures)

describe('vehicle.canadian-specs', () => {
  it('answers the dimensions of a model year, every query key sent', async () => {
    const data = await h.ok('/api/vehicle/canadian-specs?year=2011&make=Acura')
    expect(h.last().params).toEqual({ format: 'json', Year: '2011', Make: 'Acura', Model: '', units: 'Metric' })
    expect(data).toMatchObject({ total: 2, source: { provider: 'Transport Canada Canadian Vehicle Specifications (NHTSA vPIC)' } })
    expect(data.items[0]).toMatchObject({
      make: 'ACURA', model: 'CSX 4DR SEDAN FWD /TECH PACKAGE', units: { length: 'cm', weight: 'kg' },
      overallLength: 454, overallWidth: 175, overallHeight: 144, wheelbase: 270, curbWeight: 1300, trackWidthFront: 150, trackWidthRear: 151,
      weightDistribution: { frontPercent: 61, rearPercent: 39 },
    })
    expect(data.items[0].codes).toMatchObject({ A: '94', G: '93', MYR: '6' })
  })
  it('asks for U.S. units', async () => {
    const data = await h.ok('/api/vehicle/canadian-specs?year=2011&make=Acura&model=MDX&units=us')
    expect(h.last().query.get('units')).toBe('US')
    expect(data.items[0].units).toEqual({ length: 'in', weight: 'lb' })
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/vehicle/canadian-specs', 'year')
    await h.rejects('/api/vehicle/canadian-specs?year=1970', 'year')
    await h.rejects('/api/vehicle/canadian-specs?year=2011&units=imperial', 'units')
  })
  h.failures(CVS, '/api/vehicle/canadian-specs?year=2011&make=Acura')
})
