import { lazyRequire } from '@svc/core'
import type momentType from 'moment-timezone'

// moment-timezone (and its zone data) loads at the first use, not at the host's start.
const moment = lazyRequire<typeof momentType>(import.meta.url, 'moment-timezone')

const DAY_MS = 86_400_000

/** The canonical spelling of an IANA zone name (case-insensitive), or null when unknown. */
export function zoneName(name: string): string | null {
  return moment().tz.zone(name)?.name ?? null
}

/** Today's date in the zone (UTC without one). */
export function today(zone: string | null, now = Date.now()): string {
  return zone ? moment().tz(now, zone).format('YYYY-MM-DD') : new Date(now).toISOString().slice(0, 10)
}

/**
 * The local day as [start, end) in ms. In a zone it runs from local midnight to the next (23 or 25 hours on
 * DST days); without one it is the mean solar day at `lon`: UTC midnight moved by lon/15 hours.
 */
export function dayWindow(date: string, zone: string | null, lon: number): [number, number] {
  if (zone) {
    const start = moment().tz(date, 'YYYY-MM-DD', zone).startOf('day')
    return [start.valueOf(), start.clone().add(1, 'day').valueOf()]
  }
  const start = Date.parse(`${date}T00:00:00Z`) - (lon / 15) * 3_600_000
  return [start, start + DAY_MS]
}

/** ISO 8601 to the second: with the zone's offset, or in UTC (`Z`). */
export function isoTime(ms: number, zone: string | null): string {
  const rounded = Math.round(ms / 1000) * 1000
  return zone ? moment().tz(rounded, zone).format('YYYY-MM-DDTHH:mm:ssZ') : new Date(rounded).toISOString().replace('.000Z', 'Z')
}

export function utcOffset(ms: number, zone: string | null): string {
  return zone ? moment().tz(ms, zone).format('Z') : '+00:00'
}
