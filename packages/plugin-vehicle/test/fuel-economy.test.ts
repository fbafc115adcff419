import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { FUEL, fixture, vehicleFixtures } from './_upstream.ts'

const h = testHost(vehicleFixtures)

describe('vehicle.fuel-economy', () => {
  it('answers the MPG of every option of a make, model and year', async () => {
    const data = await h.ok('/api/vehicle/fuel-economy?make=Honda&model=Fit&year=2012')
    expect(Object.fromEntries(h.requestsTo('/ws/rest/vehicle/menu/options')[0]!.query)).toEqual({ year: '2012', make: 'Honda', model: 'Fit' })
    expect(data).toMatchObject({ total: 2, source: { provider: 'fueleconomy.gov (U.S. DOE and EPA)' } })
    expect(data.items[0]).toMatchObject({
      id: '31873', option: 'Auto (S5), 4 cyl, 1.5 L', year: 2012, make: 'Honda', model: 'Fit', vehicleClass: 'Small Station Wagons',
      engine: { cylinders: 4, displacementL: 1.5, transmission: 'Automatic (S5)', drive: 'Front-Wheel Drive', fuel: 'Regular' },
      mpg: { city: 28, highway: 35, combined: 31 }, mpgAlternativeFuel: null, electricRangeMiles: null, co2GramsPerMile: 319, annualFuelCostUsd: 1700, feScore: null,
    })
    expect(data.items[1]).toMatchObject({ mpg: { combined: 29 }, feScore: 7, ghgScore: 7 })
  })
  it('reads a single option and an electric car', async () => {
    h.set(FUEL.options, fixture('fueleconomy/options-single.json'))
    const data = await h.ok('/api/vehicle/fuel-economy?make=Example&model=EV&year=2018')
    expect(data.items[0]).toMatchObject({ id: '40001', electricRangeMiles: 151, mpg: { combined: 115 }, engine: { alternativeType: 'EV', electricMotor: '110 kW AC PMSM' } })
  })
  it('answers one vehicle by id, and 404 when the menu is empty', async () => {
    expect((await h.ok('/api/vehicle/fuel-economy?id=31874')).items[0].id).toBe('31874')
    h.set(FUEL.options, { status: 200, body: null })
    await h.status('/api/vehicle/fuel-economy?make=Honda&model=Nothing&year=2012', 404, undefined, 'NOT_FOUND')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/vehicle/fuel-economy', 'make')
    await h.rejects('/api/vehicle/fuel-economy?make=Honda&year=2012', 'model')
    await h.rejects('/api/vehicle/fuel-economy?make=Honda&model=Fit', 'year')
    await h.rejects('/api/vehicle/fuel-economy?make=Honda&model=Fit&year=1983', 'year')
    await h.rejects('/api/vehicle/fuel-economy?id=31873&make=Honda', 'id')
    await h.rejects('/api/vehicle/fuel-economy?id=abc', 'id')
  })
  h.failures(FUEL.options, '/api/vehicle/fuel-economy?make=Honda&model=Fit&year=2012')
})
