import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { flightPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `aerodatabox/${name}` })
const AM = 'GET /flights/airports/iata/LHR/2025-06-01T00:00/2025-06-01T11:59'
const PM = 'GET /flights/airports/iata/LHR/2025-06-01T12:00/2025-06-01T23:59'
const h = testHost({
  plugins: [flightPlugin],
  upstreams: ['aerodatabox'],
  keys: { aerodatabox: 'rapidapi-test-key' },
  routes: {
    'GET /flights/number/UA100': fixture('flight-UA100.json'),
    'GET /flights/number/UA100/2025-06-01': fixture('flight-UA100.json'),
    'GET /flights/number/ZZ9999/2025-06-01': { status: 204, body: '' },
    [AM]: fixture('fids-LHR-am.json'),
    [PM]: fixture('fids-LHR-pm.json'),
    'GET /flights/airports/icao/EGLL/2025-06-01T00:00/2025-06-01T11:59': fixture('fids-LHR-am.json'),
    'GET /flights/airports/icao/EGLL/2025-06-01T12:00/2025-06-01T23:59': fixture('fids-LHR-pm.json'),
  },
})

describe('flight.status', () => {
  it('answers the flight with times, delay, gates and aircraft, sending the RapidAPI key', async () => {
    const data = await h.ok('/api/flight/status?flight=ua%20100&date=2025-06-01')
    expect(data.items[0]).toStrictEqual({
      flight: 'UA100', callSign: 'UAL100', status: 'EnRoute', codeshare: 'IsOperator', cargo: false, airline: { name: 'United', iata: 'UA', icao: 'UAL' },
      departure: {
        airport: { iata: 'EWR', icao: 'KEWR', name: 'Newark Liberty', city: 'Newark', country: 'US' }, scheduled: '2025-06-01T22:00Z', scheduledLocal: '2025-06-01T18:00-04:00', revised: '2025-06-01T22:25Z',
        predicted: null, runway: '2025-06-01T22:41Z', terminal: 'C', gate: 'C120', checkInDesk: 'C1-C40', delayMinutes: 25,
      },
      arrival: {
        airport: { iata: 'LHR', icao: 'EGLL', name: 'London Heathrow', city: 'London', country: 'GB' }, scheduled: '2025-06-02T05:05Z', scheduledLocal: '2025-06-02T06:05+01:00', revised: '2025-06-02T05:20Z',
        predicted: '2025-06-02T05:18Z', runway: null, terminal: '2', gate: null, baggageBelt: '7', delayMinutes: 15,
      },
      aircraft: { registration: 'N0000X', model: 'Boeing 767-300' }, distanceKm: 5570, updatedAt: '2025-06-01T23:10Z',
    })
    const request = h.last()
    expect(request.headers['x-rapidapi-key']).toBe('rapidapi-test-key')
    expect(request.headers['x-rapidapi-host']).toBe('aerodatabox.p.rapidapi.com')
  })
  it('answers the nearest flight without a date (as the flight-status watcher polls it)', async () => {
    expect((await h.ok('/api/flight/status?flight=UA100')).items[0].flight).toBe('UA100')
  })
  it('answers 404 when AeroDataBox has no such flight (204)', () => h.status('/api/flight/status?flight=ZZ9999&date=2025-06-01', 404, undefined, 'NOT_FOUND'))
  it('refuses a malformed flight number', () => h.rejects('/api/flight/status?flight=hello', 'flight'))
  it('refuses a date that does not exist', () => h.rejects('/api/flight/status?flight=UA100&date=2025-02-30', 'date'))
  h.failures('GET /flights/number/UA100', '/api/flight/status?flight=UA100')
})

describe('flight.airport-board', () => {
  it('answers the whole day in two windows, in scheduled order', async () => {
    const data = await h.ok('/api/flight/airport-board?airport=lhr&date=2025-06-01')
    expect(data.items.map((row: { flight: string }) => row.flight)).toEqual(['UA100', 'AF1081', 'BA117', 'VS3'])
    expect(data.items[2]).toStrictEqual({
      flight: 'BA117', direction: 'departure', status: 'Departed', codeshare: 'IsOperator', airline: { name: 'British Airways', iata: 'BA', icao: 'BAW' },
      destination: { iata: 'JFK', icao: 'KJFK', name: 'New York John F Kennedy', city: 'New York', country: 'US' },
      scheduled: '2025-06-01T07:25Z', scheduledLocal: '2025-06-01T08:25+01:00', revised: '2025-06-01T07:40Z', predicted: null, runway: null, terminal: '5', gate: 'A10', delayMinutes: 15,
      aircraft: { registration: null, model: 'Airbus A380' },
    })
    expect(data.items[0]).toMatchObject({ direction: 'arrival', origin: { iata: 'EWR' }, delayMinutes: -5 })
    const am = h.requestsTo('/flights/airports/iata/LHR/2025-06-01T00:00/2025-06-01T11:59')[0]!
    expect(Object.fromEntries(am.query)).toMatchObject({ direction: 'Both', withCodeshared: 'false', withCancelled: 'true' })
  })
  it('asks departures only when told', async () => {
    await h.ok('/api/flight/airport-board?airport=EGLL&date=2025-06-01&direction=departures')
    expect(h.last().path.startsWith('/flights/airports/icao/EGLL/')).toBe(true)
    expect(h.last().query.get('direction')).toBe('Departure')
  })
  it('refuses a malformed airport code', () => h.rejects('/api/flight/airport-board?airport=LONDON&date=2025-06-01', 'airport'))
  it('needs a date', () => h.rejects('/api/flight/airport-board?airport=LHR', 'date'))
  h.failures(AM, '/api/flight/airport-board?airport=LHR&date=2025-06-01')
})

describe('flight.route-schedule', () => {
  it('answers the departures to the destination', async () => {
    const data = await h.ok('/api/flight/route-schedule?from=LHR&to=JFK&date=2025-06-01')
    expect(data.items.map((row: { flight: string; scheduled: string }) => [row.flight, row.scheduled])).toEqual([['BA117', '2025-06-01T07:25Z'], ['VS3', '2025-06-01T16:00Z']])
    expect(h.last().query.get('direction')).toBe('Departure')
  })
  it('refuses the same airport twice', () => h.rejects('/api/flight/route-schedule?from=LHR&to=lhr&date=2025-06-01', 'to'))
  h.failures(PM, '/api/flight/route-schedule?from=LHR&to=JFK&date=2025-06-01')
})
