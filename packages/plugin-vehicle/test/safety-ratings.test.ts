import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { RATINGS, vehicleFixtures } from './_upstream.ts'

const h = testHost(vehicleFixtures)
const PATH = '/api/vehicle/safety-ratings?make=honda&model=accord&modelYear=2015'

describe('vehicle.safety-ratings', () => {
  it('answers the stars of each variant', async () => {
    const data = await h.ok(PATH)
    expect(data).toMatchObject({ ok: true, total: 1 })
    expect(data.items[0]).toStrictEqual({
      vehicleId: 9403, description: '2015 Honda Accord 4 DR FWD', overallStars: 5, frontalCrashStars: 4, sideCrashStars: 5, rolloverStars: 5, rolloverRisk: 0.097,
    })
  })
  it('rejects bad input', () => h.rejects('/api/vehicle/safety-ratings?make=honda&model=accord', 'modelYear'))
  h.failures(RATINGS, PATH)
})
