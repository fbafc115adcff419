import type { SearchCodes } from '@svc/core'
import { airportData } from './airports.ts'

/**
 * IATA codes for endpoint search, which would read "ORD" as a stock ticker: those of airports with
 * scheduled service, with the large airports' ("LHR", "JFK") read as airports even alone in a query.
 */
export function airportCodes(): SearchCodes[] {
  const codes: string[] = []
  const alone: string[] = []
  for (const [code, airport] of airportData().codes.iata) {
    if (!/^[A-Z]{3}$/.test(code) || !airport.scheduledService) continue
    codes.push(code)
    if (airport.type === 'large_airport') alone.push(code)
  }
  return [{
    kind: 'an IATA airport code',
    words: 'airport code',
    codes: codes.sort(),
    alone: alone.sort(),
    pair: 'route',
    context: ['airport', 'airports', 'flight', 'flights', 'fly', 'flying', 'arrivals', 'departures', 'departing', 'arriving', 'gate', 'terminal', 'layover', 'runway', 'metar', 'taf', 'weather', 'from', 'into', 'via', 'landing', 'lands', 'takeoff'],
  }]
}
