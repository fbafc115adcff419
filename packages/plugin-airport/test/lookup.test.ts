import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { airportPlugin } from '../src/index.ts'

const t = testHost({ plugins: airportPlugin })

/** Aerodrome reference points as published (FAA 5010 for JFK, UK AIP for EGLL, Japan AIP for RJTT), decimal degrees. */
const PUBLISHED = {
  JFK: { latitude: 40.6398, longitude: -73.7789 },
  EGLL: { latitude: 51.4775, longitude: -0.4614 },
  HND: { latitude: 35.5533, longitude: 139.7811 },
}

describe('airport.lookup', () => {
  it('finds JFK by IATA code with every field, at its published position', async () => {
    const data = await t.ok('/api/airport/lookup?code=JFK')
    expect(data.matchedBy).toBe('iata')
    expect(data.airport).toMatchObject({
      id: 3622, ident: 'KJFK', type: 'large_airport', name: 'John F Kennedy International Airport', elevationFt: 13,
      continent: 'NA', isoCountry: 'US', isoRegion: 'US-NY', municipality: 'New York', scheduledService: true,
      icaoCode: 'KJFK', iataCode: 'JFK', gpsCode: 'KJFK',
    })
    expect(Object.keys(data.airport).sort()).toEqual(['continent', 'elevationFt', 'encyclopediaLink', 'gpsCode', 'iataCode', 'icaoCode', 'id', 'ident', 'isoCountry', 'isoRegion', 'latitude', 'localCode', 'longitude', 'municipality', 'name', 'scheduledService', 'type'])
    expect(data.airport.latitude).toBeCloseTo(PUBLISHED.JFK.latitude, 2)
    expect(data.airport.longitude).toBeCloseTo(PUBLISHED.JFK.longitude, 2)
    expect(data.source.dataDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(data.source.provider).toContain('OurAirports')
  })

  it('finds Heathrow by ICAO code in any case, Haneda by IATA', async () => {
    const heathrow = await t.ok('/api/airport/lookup?code=egll')
    expect(heathrow).toMatchObject({ matchedBy: 'icao', airport: { iataCode: 'LHR', name: 'London Heathrow Airport', isoCountry: 'GB' } })
    expect(Math.abs(heathrow.airport.latitude - PUBLISHED.EGLL.latitude)).toBeLessThan(0.02)
    expect(Math.abs(heathrow.airport.longitude - PUBLISHED.EGLL.longitude)).toBeLessThan(0.02)
    const haneda = await t.ok('/api/airport/lookup?code=HND')
    expect(haneda.airport).toMatchObject({ icaoCode: 'RJTT', isoCountry: 'JP' })
    expect(Math.abs(haneda.airport.latitude - PUBLISHED.HND.latitude)).toBeLessThan(0.02)
  })

  it('falls back to the OurAirports ident and GPS code (a US heliport without ICAO or IATA code)', async () => {
    expect(await t.ok('/api/airport/lookup?code=00A')).toMatchObject({ matchedBy: 'ident', airport: { name: 'Total RF Heliport', type: 'heliport', icaoCode: null, iataCode: null } })
    expect(await t.ok('/api/airport/lookup?code=K00A')).toMatchObject({ matchedBy: 'gps', airport: { ident: '00A' } })
  })

  it('answers 404 NOT_FOUND for a code no airport has', async () => {
    const { status, body } = await t.call('/api/airport/lookup?code=QQQQQ')
    expect(status).toBe(404)
    expect(body).toMatchObject({ code: 'NOT_FOUND', field: 'code' })
  })

  describe('400s on every bound', () => {
    t.refusals('/api/airport/lookup', [
      [{}, 'code'],
      [{ code: 'JF' }, 'code'],
      [{ code: 'KJFKXX' }, 'code'],
      [{ code: 'JF-K' }, 'code'],
      [{ code: 'JFK', iata: 'JFK' }, 'iata'],
    ])
  })
})
