import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { DECODE, FUEL, INVESTIGATIONS, RECALLS, vehicleFixtures } from './_upstream.ts'

const h = testHost(vehicleFixtures)
const PATH = '/api/vehicle/profile?vin=1HGCM82633A004352'

describe('vehicle.profile', () => {
  it('answers the decode and one section per source, with a summary', async () => {
    const item = (await h.ok(PATH)).items[0]
    expect(h.requestsTo('/recalls/recallsByVehicle')[0]?.query.get('modelYear')).toBe('2003')
    expect(Object.fromEntries(h.requestsTo('/ws/rest/vehicle/menu/options')[0]!.query)).toEqual({ year: '2003', make: 'HONDA', model: 'Accord' })
    expect(item.vehicle).toMatchObject({ vin: '1HGCM82633A004352', make: 'HONDA', model: 'Accord', modelYear: '2003' })
    expect(item.summary).toEqual({ recalls: 1, complaints: 1, investigations: 1, overallStars: expect.any(Number), combinedMpg: 31 })
    expect(item.sections.investigations).toMatchObject({ status: 'found', total: 1, items: [{ actionNumber: 'PE24016', status: 'open' }] })
    expect(item.sections.recalls).toMatchObject({ status: 'found', total: 1, items: [{ campaignNumber: expect.any(String) }] })
    expect(item.sections.fuelEconomy).toMatchObject({ status: 'found', total: 2 })
  })
  it('keeps the other sections when one source fails, and reads a 404 as nothing found', async () => {
    h.set(RECALLS, { status: 500, body: { error: 'boom' } })
    h.set(INVESTIGATIONS, { status: 503, body: 'Service Unavailable' })
    h.set(FUEL.options, { status: 200, body: null })
    const item = (await h.ok(PATH)).items[0]
    expect(item.sections.recalls.status).toBe('error')
    expect(item.summary.recalls).toBeNull()
    expect(item.sections.investigations).toEqual({ status: 'error', message: expect.stringContaining('NHTSA ODI investigations file') })
    expect(item.summary.investigations).toBeNull()
    expect(item.sections.fuelEconomy).toEqual({ status: 'not_found', total: 0, items: [] })
    expect(item.sections.complaints.status).toBe('found')
  })
  it('fails as the decode fails', async () => {
    h.set(DECODE, { status: 500, body: { error: 'boom' } })
    await h.status(PATH, 502)
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/vehicle/profile', 'vin')
    await h.rejects('/api/vehicle/profile?vin=1HGCM82633A004353', 'vin')
    await h.rejects('/api/vehicle/profile?vin=1HGCM82633A004352&limit=51', 'limit')
  })
})
