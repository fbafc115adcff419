import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { COMPLAINTS, vehicleFixtures } from './_upstream.ts'

const h = testHost(vehicleFixtures)
const PATH = '/api/vehicle/complaints?make=honda&model=accord&modelYear=2015'

describe('vehicle.complaints', () => {
  it('answers the complaints, month-first dates as YYYY-MM-DD, components as a list', async () => {
    const data = await h.ok(PATH)
    expect(h.last().params).toEqual({ make: 'honda', model: 'accord', modelYear: '2015' })
    expect(data).toMatchObject({ ok: true, total: 1 })
    expect(data.items[0]).toStrictEqual({
      odiNumber: 10700001, manufacturer: 'Honda (American Honda Motor Co.)', dateOfIncident: '2015-03-14', dateFiled: '2015-04-02',
      components: ['ELECTRICAL SYSTEM', 'STEERING'], crash: false, fire: false, injuries: 0, deaths: 0,
      summary: 'Illustrative summary: the steering assist warning came on while driving.',
    })
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/vehicle/complaints?make=honda&modelYear=2015', 'model')
    await h.rejects('/api/vehicle/complaints?make=honda&model=accord&modelYear=1900', 'modelYear')
  })
  h.failures(COMPLAINTS, PATH)
})
