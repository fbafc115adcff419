import { lazyRequire, localSource } from '@svc/core'
import type momentType from 'moment-timezone'

// moment-timezone (and its zone data) loads at the first use, not at the host's start.
const moment = lazyRequire<typeof momentType>(import.meta.url, 'moment-timezone')

/** A zone's state at one instant, from the IANA tz database moment-timezone ships. */
export interface ZoneState {
  utcOffset: string
  utcOffsetMinutes: number
  abbreviation: string
  dst: boolean
}

export interface ZoneInfo extends ZoneState {
  timezone: string
  localTime: string
  /** ISO 3166-1 alpha-2 codes of the countries using the zone (zone1970.tab), may be empty. */
  countries: string[]
  /** The next change of offset or abbreviation after the instant, or null when the zone has none left. */
  nextTransition: (ZoneState & { at: string }) | null
}

/** The answers' source, naming the tz database version moment-timezone carries (read at the first answer). */
export const tzSource = () =>
  localSource(
    `IANA tz database ${moment().tz.dataVersion} via moment-timezone (npm); coordinates via geo-tz (npm)`,
    'https://www.iana.org/time-zones',
    'public domain (tz database), MIT (moment-timezone, geo-tz), ODbL (timezone-boundary-builder)',
  )

/** The zone's name as the database spells it (lookups are case-insensitive), or null when unknown. */
export function zoneName(name: string): string | null {
  return moment().tz.zone(name)?.name ?? null
}

function stateAt(name: string, ms: number): ZoneState {
  const local = moment().tz(ms, name)
  return { utcOffset: local.format('Z'), utcOffsetMinutes: local.utcOffset(), abbreviation: local.zoneAbbr(), dst: local.isDST() }
}

export function zoneInfo(name: string, ms: number): ZoneInfo {
  const zone = moment().tz.zone(name)!
  // `untils[i]` ends period i: the first one after the instant is the next transition.
  const next = zone.untils.find((until) => until > ms)
  return {
    timezone: zone.name,
    ...stateAt(zone.name, ms),
    localTime: moment().tz(ms, zone.name).format('YYYY-MM-DDTHH:mm:ssZ'),
    countries: zone.countries(),
    nextTransition: next === undefined || !Number.isFinite(next) ? null : { at: new Date(next).toISOString().replace('.000Z', 'Z'), ...stateAt(zone.name, next) },
  }
}
