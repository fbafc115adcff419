import { getCountry } from 'countries-and-timezones'

/** Codes of the IP data that countries-and-timezones does not carry: BV and XK from CLDR (Intl), AN is withdrawn from ISO 3166-1. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
const WITHDRAWN: Record<string, string> = { AN: 'Netherlands Antilles' }

/** The English name and IANA time zones of a country (ISO 3166-1 alpha-2). */
export function countryOf(code: string): { name: string | null; timezones: string[] } {
  const country = getCountry(code)
  if (country) return { name: country.name, timezones: [...country.timezones] }
  return { name: WITHDRAWN[code] ?? regionNames.of(code) ?? null, timezones: [] }
}
