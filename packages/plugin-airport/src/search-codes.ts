import { readFileSync } from 'node:fs'
import type { SearchCodes } from '@svc/core'
import { COLUMNS } from './columns.ts'

const TYPE = COLUMNS.indexOf('type')
const SCHEDULED = COLUMNS.indexOf('scheduled_service')
const IATA = COLUMNS.indexOf('iata_code')
const ICAO = COLUMNS.indexOf('icao_code')

/** The 3-letter IATA and 4-letter ICAO codes of airports with scheduled service, and those of large airports, as data/iata-codes.json holds them. */
export interface IataCodes {
  codes: string[]
  large: string[]
  icao: string[]
  icaoLarge: string[]
}

/** The IATA codes of the table's rows (tab-separated, in COLUMNS order): the refresh script writes them beside it. */
export function iataCodesOf(tsv: string): IataCodes {
  const codes = new Set<string>()
  const large = new Set<string>()
  const icao = new Set<string>()
  const icaoLarge = new Set<string>()
  for (const line of tsv.split('\n')) {
    const cells = line.split('\t', IATA + 1)
    if (cells[SCHEDULED] !== 'yes') continue
    const code = cells[IATA]?.toUpperCase()
    if (code && /^[A-Z]{3}$/.test(code)) {
      codes.add(code)
      if (cells[TYPE] === 'large_airport') large.add(code)
    }
    const four = cells[ICAO]?.toUpperCase()
    if (four && /^[A-Z]{4}$/.test(four)) {
      icao.add(four)
      if (cells[TYPE] === 'large_airport') icaoLarge.add(four)
    }
  }
  return { codes: [...codes].sort(), large: [...large].sort(), icao: [...icao].sort(), icaoLarge: [...icaoLarge].sort() }
}

/**
 * IATA codes for endpoint search, which would read "ORD" as a stock ticker: those of airports with
 * scheduled service, with the large airports' ("LHR", "JFK") read as airports even alone in a query.
 * Read from data/iata-codes.json (the index is built on the first search; reading the whole table
 * there would cost it a large part of a second).
 */
export function airportCodes(): SearchCodes[] {
  const { codes, large, icao, icaoLarge } = JSON.parse(readFileSync(new URL('../data/iata-codes.json', import.meta.url), 'utf8')) as IataCodes
  return [
    { kind: 'an IATA airport code', words: 'airport code', codes, alone: large, pair: 'route', context: CONTEXT },
    // The 4-letter ICAO codes METAR and TAF reports are filed under ("EGLL", "KJFK").
    { kind: 'an ICAO airport code', words: 'airport code icao', codes: icao, alone: icaoLarge, context: CONTEXT },
  ]
}

const CONTEXT = ['airport', 'airports', 'flight', 'flights', 'fly', 'flying', 'arrivals', 'departures', 'departing', 'arriving', 'gate', 'terminal', 'layover', 'runway', 'metar', 'taf', 'weather', 'from', 'into', 'via', 'landing', 'lands', 'takeoff']
