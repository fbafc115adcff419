import { lazyRequire } from '@svc/core'
import type momentType from 'moment-timezone'

// moment-timezone (and its zone data) loads at the first use, not at the host's start.
const moment = lazyRequire<typeof momentType>(import.meta.url, 'moment-timezone')

/** The zone's name as the tz database spells it (case-insensitive lookup), or null when unknown. */
export function zoneName(name: string): string | null {
  return moment().tz.zone(name)?.name ?? null
}

/** Minutes east of UTC in the zone at the instant. */
export function offsetAt(ms: number, zone: string): number {
  return moment().tz(ms, zone).utcOffset()
}

/** The instant of a wall-clock time in the zone; a time skipped by a DST change moves forward. */
export function wallClock(zone: string, parts: { year: number; month: number; day: number; hour: number; minute: number; second: number; millisecond: number }): number {
  return moment().tz([parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, parts.millisecond], zone).valueOf()
}

/** `YYYY-MM-DDTHH:mm:ss[.SSS]±hh:mm` in the zone (milliseconds only when not zero). */
export function localIso(ms: number, zone: string): string {
  return moment().tz(ms, zone).format(ms % 1000 === 0 ? 'YYYY-MM-DDTHH:mm:ssZ' : 'YYYY-MM-DDTHH:mm:ss.SSSZ')
}

/** Reads a reference given without an offset as wall-clock time in the zone. */
export function parseLocal(value: string, zone: string): number {
  return moment().tz(value, moment().ISO_8601, true, zone).valueOf()
}
