import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import meta from '../data/airports-source.json' with { type: 'json' }
import { COLUMNS } from './columns.ts'

export interface Airport {
  id: number
  ident: string
  type: string
  name: string
  latitude: number
  longitude: number
  elevationFt: number | null
  continent: string
  isoCountry: string
  isoRegion: string
  municipality: string | null
  scheduledService: boolean
  icaoCode: string | null
  iataCode: string | null
  gpsCode: string | null
  localCode: string | null
  encyclopediaLink: string | null
}

export interface AirportData {
  all: Airport[]
  /** Code kind -> upper-case code -> the airport holding it (an open, larger, scheduled one wins a shared code). */
  codes: Record<'iata' | 'icao' | 'ident' | 'gps' | 'local', Map<string, Airport>>
}

const RANK = ['large_airport', 'medium_airport', 'small_airport', 'seaplane_base', 'heliport', 'balloonport', 'closed']
const better = (a: Airport, b: Airport) => (a.scheduledService !== b.scheduledService ? a.scheduledService : RANK.indexOf(a.type) < RANK.indexOf(b.type))
const orNull = (text: string | undefined) => (text ? text : null)

let loaded: AirportData | undefined

/** The shipped OurAirports table (data/airports.tsv.gz, about 83000 rows), read on first use and kept. */
export function airportData(): AirportData {
  if (loaded) return loaded
  const text = gunzipSync(readFileSync(new URL('../data/airports.tsv.gz', import.meta.url))).toString('utf8')
  const [header, ...lines] = text.trimEnd().split('\n')
  if (header !== COLUMNS.join('\t')) throw new Error('data/airports.tsv.gz has unexpected columns; run the refresh script')
  const all = lines.map((line): Airport => {
    const [id, ident, type, name, lat, lon, elevation, continent, country, region, municipality, scheduled, icao, iata, gps, local, wiki] = line.split('\t')
    return {
      id: Number(id), ident: ident!, type: type!, name: name!, latitude: Number(lat), longitude: Number(lon),
      elevationFt: elevation ? Number(elevation) : null, continent: continent!, isoCountry: country!, isoRegion: region!,
      municipality: orNull(municipality), scheduledService: scheduled === 'yes', icaoCode: orNull(icao), iataCode: orNull(iata),
      gpsCode: orNull(gps), localCode: orNull(local), encyclopediaLink: orNull(wiki),
    }
  })
  const codes: AirportData['codes'] = { iata: new Map(), icao: new Map(), ident: new Map(), gps: new Map(), local: new Map() }
  const index = (map: Map<string, Airport>, code: string | null, airport: Airport) => {
    if (!code) return
    const key = code.toUpperCase()
    const held = map.get(key)
    if (!held || better(airport, held)) map.set(key, airport)
  }
  for (const airport of all) {
    index(codes.iata, airport.iataCode, airport)
    index(codes.icao, airport.icaoCode, airport)
    index(codes.ident, airport.ident, airport)
    index(codes.gps, airport.gpsCode, airport)
    index(codes.local, airport.localCode, airport)
  }
  loaded = { all, codes }
  return loaded
}

/** Provenance, with the date of the shipped data. */
export const SOURCE = {
  provider: `OurAirports (data of ${meta.dataDate}; ${meta.origin})`,
  url: 'https://ourairports.com/data/',
  license: 'Public domain (OurAirports data dedication)',
  dataDate: meta.dataDate,
}
