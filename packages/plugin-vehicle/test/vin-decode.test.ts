import { describe, expect, it } from 'vitest'
import { checkDigit } from '../src/vin.ts'
import { testHost } from '@svc/core/testing'
import { DECODE, vehicleFixtures } from './_upstream.ts'

const h = testHost(vehicleFixtures)

describe('vehicle.vin-decode', () => {
  it('answers the decoded vehicle with named fields, "" as null', async () => {
    const data = await h.ok('/api/vehicle/vin-decode?vin=1hgcm82633a004352&modelYear=2003')
    expect(data).toMatchObject({ ok: true, total: 1, source: { provider: 'NHTSA vPIC' } })
    expect(data.items[0]).toStrictEqual({
      vin: '1HGCM82633A004352', make: 'HONDA', model: 'Accord', modelYear: '2003', series: null, trim: 'EX-V6',
      manufacturer: 'AMERICAN HONDA MOTOR CO., INC.', vehicleType: 'PASSENGER CAR', bodyClass: 'Coupe', doors: '2', driveType: null,
      engineCylinders: '6', displacementL: '3.0', engineHp: '240', fuelTypePrimary: 'Gasoline', electrificationLevel: null,
      transmissionStyle: 'Automatic', gvwr: 'Class 1A: 3,000 lb or less (1,360 kg or less)',
      plantCity: 'MARYSVILLE', plantState: 'OHIO', plantCountry: 'UNITED STATES (USA)',
      decodeErrorCodes: ['0'], decodeErrorText: '0 - VIN decoded clean. Check Digit (9th position) is correct',
    })
    const sent = h.last()
    expect(Object.fromEntries(sent.query)).toEqual({ format: 'json', modelyear: '2003' })
  })

  it('answers 404 when vPIC decodes nothing', async () => {
    await h.status('/api/vehicle/vin-decode?vin=11111111111111111', 404, undefined, 'NOT_FOUND')
  })

  it('computes check digits as 49 CFR 565 does', () => {
    expect(checkDigit('1HGCM82633A004352')).toBe('3')
    expect(checkDigit('11111111111111111')).toBe('1')
    expect(checkDigit('1M8GDM9AXKP042788')).toBe('X')
  })

  it('rejects bad VINs, naming vin', async () => {
    await h.rejects('/api/vehicle/vin-decode', 'vin')
    await h.rejects('/api/vehicle/vin-decode?vin=1HGCM82633A00435', 'vin') // 16 characters
    await h.rejects('/api/vehicle/vin-decode?vin=1HGCM82633A0O4352', 'vin') // letter O
    await h.rejects('/api/vehicle/vin-decode?vin=1HGCM82643A004352', 'vin') // wrong check digit
    await h.rejects('/api/vehicle/vin-decode?vin=1HGCM82633A004352&modelYear=1980', 'modelYear')
    await h.rejects('/api/vehicle/vin-decode?vin=1HGCM82633A004352&color=red', 'color')
  })

  h.failures(DECODE, '/api/vehicle/vin-decode?vin=1HGCM82633A004352')
})
