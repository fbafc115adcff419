import { describe, expect, it } from 'vitest'
import { distanceKm } from '../src/geo.ts'
import { testHost } from '@svc/core/testing'
import { airportPlugin } from '../src/index.ts'

const t = testHost({ plugins: airportPlugin })

describe('airport.near', () => {
  it('puts Heathrow first from its own terminal, Gatwick next among large airports, sorted by distance', async () => {
    const data = await t.ok('/api/airport/near?lat=51.4700&lon=-0.4543&radius_km=60&type=large_airport')
    expect(data.airports[0]).toMatchObject({ ident: 'EGLL', iataCode: 'LHR' })
    expect(data.airports[0].distanceKm).toBeLessThan(2)
    expect(data.airports.map((a: any) => a.iataCode)).toContain('LGW')
    const distances = data.airports.map((a: any) => a.distanceKm)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances.every((d: number) => d <= 60)).toBe(true)
    expect(data.count).toBe(data.airports.length)
    expect(data.query).toEqual({ lat: 51.47, lon: -0.4543, radius_km: 60, limit: 20, type: 'large_airport' })
    expect(data.source.dataDate).toMatch(/^\d{4}-/)
  })

  it('applies the defaults (200 km, 20) and the country and scheduled-service filters', async () => {
    const all = await t.ok('/api/airport/near?lat=40.6413&lon=-73.7781')
    expect(all.airports).toHaveLength(20)
    expect(all.totalWithinRadius).toBeGreaterThan(20)
    const scheduled = await t.ok('/api/airport/near?lat=40.6413&lon=-73.7781&radius_km=40&scheduled_service=true&limit=100')
    expect(scheduled.airports.every((a: any) => a.scheduledService)).toBe(true)
    expect(scheduled.airports.map((a: any) => a.iataCode)).toEqual(expect.arrayContaining(['JFK', 'LGA', 'EWR']))
    const canada = await t.ok('/api/airport/near?lat=49.0&lon=-123.0&radius_km=50&country=CA&limit=100')
    expect(canada.airports.length).toBeGreaterThan(0)
    expect(canada.airports.every((a: any) => a.isoCountry === 'CA')).toBe(true)
  })

  it('measures great circles: JFK to LAX within 0.5% of the published 3983 km; across the antimeridian', async () => {
    const jfk = (await t.ok('/api/airport/lookup?code=JFK')).airport
    const lax = (await t.ok('/api/airport/lookup?code=LAX')).airport
    // The sphere (haversine) is within 0.5% of the ellipsoid the published figure uses.
    expect(Math.abs(distanceKm(jfk.latitude, jfk.longitude, lax.latitude, lax.longitude) - 3983) / 3983).toBeLessThan(0.005)
    const fiji = await t.ok('/api/airport/near?lat=-16.5&lon=179.99&radius_km=400&limit=100')
    expect(fiji.airports.map((a: any) => a.isoCountry)).toContain('FJ')
    expect(fiji.airports.some((a: any) => a.longitude < 0)).toBe(true)
    expect(fiji.airports.some((a: any) => a.longitude > 0)).toBe(true)
    expect(fiji.airports.every((a: any) => a.distanceKm <= 400)).toBe(true)
  })

  it('answers an empty list in the middle of an ocean', async () => {
    const data = await t.ok('/api/airport/near?lat=-45&lon=-130&radius_km=100')
    expect(data).toMatchObject({ count: 0, totalWithinRadius: 0, airports: [] })
  })

  describe('400s on every bound', () => {
    t.refusals('/api/airport/near', [
      [{ lon: '0' }, 'lat'],
      [{ lat: '0' }, 'lon'],
      [{ lat: '90.1', lon: '0' }, 'lat'],
      [{ lat: '-90.1', lon: '0' }, 'lat'],
      [{ lat: '0', lon: '180.5' }, 'lon'],
      [{ lat: '0', lon: '-181' }, 'lon'],
      [{ lat: 'x', lon: '0' }, 'lat'],
      [{ lat: '0', lon: '0', radius_km: '0.5' }, 'radius_km'],
      [{ lat: '0', lon: '0', radius_km: '2001' }, 'radius_km'],
      [{ lat: '0', lon: '0', limit: '0' }, 'limit'],
      [{ lat: '0', lon: '0', limit: '101' }, 'limit'],
      [{ lat: '0', lon: '0', limit: '2.5' }, 'limit'],
      [{ lat: '0', lon: '0', type: 'airport' }, 'type'],
      [{ lat: '0', lon: '0', country: 'us' }, 'country'],
      [{ lat: '0', lon: '0', country: 'USA' }, 'country'],
      [{ lat: '0', lon: '0', scheduled_service: 'maybe' }, 'scheduled_service'],
      [{ lat: '0', lon: '0', radius: '10' }, 'radius'],
    ])
  })
})
