import { loadOnce } from '@svc/core'
import { createRequire } from 'node:module'
import type { Country as WorldCountry } from 'world-countries'
import { populations } from './population.ts'

export interface Country {
  name: { common: string; official: string; native: Record<string, { common: string; official: string }> }
  alpha2: string
  alpha3: string
  numeric: string | null
  cioc: string | null
  independent: boolean | null
  unMember: boolean
  status: string
  region: string
  subregion: string | null
  capital: string[]
  population: number | null
  area: number | null
  landlocked: boolean
  borders: string[]
  timezones: string[]
  currencies: Array<{ code: string; name: string; symbol: string | null }>
  languages: Array<{ code: string; name: string }>
  callingCode: string | null
  flag: string
  flags: { svg: string }
  coordinates: { lat: number; lng: number } | null
  drivingSide: 'left' | 'right' | null
  tld: string[]
  altSpellings: string[]
}

export interface Countries {
  all: Country[]
  byAlpha2: Map<string, Country>
  byAlpha3: Map<string, Country>
}

/** world-countries rows joined with time zones, calling codes and population; built on first use. */
export const countries = loadOnce(load)

async function load(): Promise<Countries> {
  const require = createRequire(import.meta.url)
  const rows = require('world-countries/countries.json') as WorldCountry[]
  const { version } = require('world-countries/package.json') as { version: string }
  const [{ getCountry }, { getCountryCallingCode, isSupportedCountry }, coder] = await Promise.all([
    import('countries-and-timezones'),
    import('libphonenumber-js/min'),
    import('@rapideditor/country-coder'),
  ])
  /** country-coder has no single side for countries whose territories differ (GB, US, CN): use the main territory's, at the reference point. */
  const drivingSide = (row: WorldCountry) => {
    const point: [number, number] = [row.latlng[1], row.latlng[0]]
    const side = coder.driveSide(row.cca2) ?? (coder.iso1A2Code(point) === row.cca2 ? coder.driveSide(point) : null)
    return side === 'left' || side === 'right' ? side : null
  }
  const names = new Map<string, string>()
  for (const row of rows) {
    for (const name of [row.name.common, row.name.official, ...row.altSpellings, ...Object.values(row.name.native ?? {}).map((native) => native.common)]) {
      if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), row.cca2)
    }
  }
  const population = populations((name) => names.get(name.toLowerCase()))
  const all = rows.map((row): Country => ({
    name: { common: row.name.common, official: row.name.official, native: row.name.native ?? {} },
    alpha2: row.cca2,
    alpha3: row.cca3,
    numeric: row.ccn3 || null,
    cioc: row.cioc || null,
    independent: typeof row.independent === 'boolean' ? row.independent : null,
    unMember: row.unMember,
    status: row.status,
    region: row.region,
    subregion: row.subregion || null,
    capital: row.capital,
    population: population.get(row.cca2) ?? null,
    area: row.area >= 0 ? row.area : null,
    landlocked: row.landlocked,
    borders: row.borders,
    timezones: getCountry(row.cca2)?.timezones ?? [],
    currencies: Object.entries(row.currencies).map(([code, currency]) => ({ code, name: currency.name, symbol: currency.symbol || null })),
    languages: Object.entries(row.languages).map(([code, name]) => ({ code, name })),
    callingCode: isSupportedCountry(row.cca2) ? `+${getCountryCallingCode(row.cca2)}` : null,
    flag: row.flag,
    flags: { svg: `https://cdn.jsdelivr.net/npm/world-countries@${version}/data/${row.cca3.toLowerCase()}.svg` },
    coordinates: row.latlng.length === 2 ? { lat: row.latlng[0], lng: row.latlng[1] } : null,
    drivingSide: drivingSide(row),
    tld: row.tld,
    altSpellings: row.altSpellings,
  }))
  return { all, byAlpha2: new Map(all.map((country) => [country.alpha2, country])), byAlpha3: new Map(all.map((country) => [country.alpha3, country])) }
}
