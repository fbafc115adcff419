import { lazyRequire } from '@svc/core'
import type * as Astronomy from 'astronomy-engine'
import type { Observer } from 'astronomy-engine'

// astronomy-engine loads at the first computation, not at the host's start.
const astronomy = lazyRequire<typeof Astronomy>(import.meta.url, 'astronomy-engine')
import { isoTime } from './zone.ts'

const DAY_MS = 86_400_000
const TWILIGHTS = { civil: -6, nautical: -12, astronomical: -18 } as const

export interface Twilight {
  dawn: string | null
  dusk: string | null
}

export interface SolarDay {
  sunrise: string | null
  sunset: string | null
  solarNoon: string | null
  /** Altitude of the Sun's centre at solar noon, degrees, with standard refraction. */
  solarNoonAltitude: number | null
  /** Seconds the Sun's upper limb is above the horizon within the local day. */
  dayLength: number
  /** `day` when the Sun never sets that day, `night` when it never rises, else null. */
  polar: 'day' | 'night' | null
  twilight: Record<keyof typeof TWILIGHTS, Twilight>
}

/**
 * Events of one local day [start, end) at a place: each is the first occurrence inside the day, or null.
 * Sunrise and sunset are for the upper limb with standard refraction (as almanacs give them);
 * twilights are the geometric centre crossing -6, -12 and -18 degrees.
 */
export function solarDay(lat: number, lon: number, start: number, end: number, zone: string | null): SolarDay {
  const { Body, Observer, SearchAltitude, SearchHourAngle, SearchRiseSet } = astronomy()
  const observer = new Observer(lat, lon, 0)
  const days = (end - start) / DAY_MS
  const within = (time: { date: Date } | null) => (time && time.date.getTime() < end ? time.date.getTime() : null)
  const riseAfter = (from: number, limit = days) => within(SearchRiseSet(Body.Sun, observer, +1, new Date(from), limit))
  const setAfter = (from: number, limit = days) => within(SearchRiseSet(Body.Sun, observer, -1, new Date(from), limit))
  const format = (ms: number | null) => (ms === null ? null : isoTime(ms, zone))

  const sunrise = riseAfter(start)
  const sunset = setAfter(start)
  const noon = SearchHourAngle(Body.Sun, observer, 0, new Date(start), +1)
  const noonMs = noon.time.date.getTime() < end ? noon.time.date.getTime() : null
  const upAtStart = isUp(observer, start)
  const dayLength = Math.round(secondsUp(start, end, upAtStart, riseAfter, setAfter))
  const twilight = Object.fromEntries(
    Object.entries(TWILIGHTS).map(([name, altitude]) => [name, {
      dawn: format(within(SearchAltitude(Body.Sun, observer, +1, new Date(start), days, altitude))),
      dusk: format(within(SearchAltitude(Body.Sun, observer, -1, new Date(start), days, altitude))),
    }]),
  ) as SolarDay['twilight']
  return {
    sunrise: format(sunrise),
    sunset: format(sunset),
    solarNoon: format(noonMs),
    solarNoonAltitude: noonMs === null ? null : Math.round(noon.hor.altitude * 100) / 100,
    dayLength,
    polar: sunrise === null && sunset === null ? (upAtStart ? 'day' : 'night') : null,
    twilight,
  }
}

/** Whether the Sun is up at `time`: the next event (within a year, which covers the poles) is a set. */
function isUp(observer: Observer, time: number): boolean {
  const { Body, SearchRiseSet } = astronomy()
  const rise = SearchRiseSet(Body.Sun, observer, +1, new Date(time), 366)
  const set = SearchRiseSet(Body.Sun, observer, -1, new Date(time), 366)
  if (!set) return false
  if (!rise) return true
  return set.date.getTime() < rise.date.getTime()
}

/** Sums the time above the horizon by walking the day's rises and sets. */
function secondsUp(start: number, end: number, upAtStart: boolean, riseAfter: (from: number, limit: number) => number | null, setAfter: (from: number, limit: number) => number | null): number {
  let total = 0
  let time = start
  let up = upAtStart
  while (time < end) {
    const remaining = (end - time) / DAY_MS
    const next = up ? setAfter(time + 1, remaining) : riseAfter(time + 1, remaining)
    const until = next ?? end
    if (up) total += until - time
    if (next === null) break
    time = next
    up = !up
  }
  return total / 1000
}
