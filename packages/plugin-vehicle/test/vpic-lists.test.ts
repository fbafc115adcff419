import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { MANUFACTURERS, MODELS, WMI, vehicleFixtures } from './_upstream.ts'

const h = testHost(vehicleFixtures)

describe('vehicle.decode-wmi', () => {
  it('answers the manufacturer behind a WMI, "" as null, dates YYYY-MM-DD', async () => {
    const data = await h.ok('/api/vehicle/decode-wmi?wmi=1hg')
    expect(data).toMatchObject({ ok: true, total: 1 })
    expect(data.items[0]).toStrictEqual({
      wmi: '1HG', manufacturer: 'AMERICAN HONDA MOTOR CO., INC.', commonName: 'Honda', make: 'HONDA', parentCompany: null,
      vehicleType: 'Passenger Car', url: 'http://www.honda.com', createdOn: '2015-03-26', updatedOn: null,
    })
  })
  it('answers 404 for an unknown WMI', () => h.status('/api/vehicle/decode-wmi?wmi=ZZZ', 404, undefined, 'NOT_FOUND'))
  it('rejects bad WMIs', async () => {
    for (const wmi of ['', '1H', '1HGC', 'IOQ', '1HG12']) await h.rejects(`/api/vehicle/decode-wmi?wmi=${wmi}`, 'wmi')
  })
  h.failures(WMI, '/api/vehicle/decode-wmi?wmi=1HG')
})

describe('vehicle.manufacturers', () => {
  it('pages through all manufacturers, names trimmed', async () => {
    const data = await h.ok('/api/vehicle/manufacturers?page=2')
    expect(h.last().params).toEqual({ format: 'json', page: '2' })
    expect(data).toMatchObject({ ok: true, total: 2 })
    expect(data.items).toStrictEqual([
      { id: 955, name: 'TESLA, INC.', commonName: 'Tesla', country: 'UNITED STATES (USA)', vehicleTypes: ['Passenger Car', 'Multipurpose Passenger Vehicle (MPV)'], primaryVehicleType: 'Passenger Car' },
      { id: 1040, name: 'MACK TRUCKS, INC.', commonName: null, country: 'UNITED STATES (USA)', vehicleTypes: ['Truck'], primaryVehicleType: null },
    ])
  })
  it('searches by name through GetManufacturerDetails', async () => {
    expect((await h.ok('/api/vehicle/manufacturers?name=tesla')).items[0].id).toBe(955)
    expect(h.last().path).toBe('/api/vehicles/GetManufacturerDetails/tesla')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/vehicle/manufacturers?page=0', 'page')
    await h.rejects('/api/vehicle/manufacturers?name=a', 'name')
  })
  h.failures(MANUFACTURERS, '/api/vehicle/manufacturers')
})

describe('vehicle.models', () => {
  it('lists the models of a make for a year', async () => {
    const data = await h.ok('/api/vehicle/models?make=honda&modelYear=2015')
    expect(data).toMatchObject({ ok: true, total: 2 })
    expect(data.items[0]).toStrictEqual({ makeId: 474, make: 'HONDA', modelId: 1861, model: 'Accord' })
  })
  it('lists every year\'s models without modelYear', async () => {
    await h.ok('/api/vehicle/models?make=honda')
    expect(h.last().path).toBe('/api/vehicles/GetModelsForMake/honda')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/vehicle/models', 'make')
    await h.rejects('/api/vehicle/models?make=honda&modelYear=1970', 'modelYear')
    await h.rejects(`/api/vehicle/models?make=honda&modelYear=${new Date().getUTCFullYear() + 2}`, 'modelYear')
  })
  h.failures(MODELS, '/api/vehicle/models?make=honda&modelYear=2015')
})
