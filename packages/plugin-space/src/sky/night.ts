import { Body, type Observer, SearchAltitude, SearchRiseSet } from 'astronomy-engine'
import { DAY_MS, horizontal, isoOf, moonPhase, round } from './astro.ts'

/** Samples of a night are this far apart. */
export const STEP_MS = 10 * 60_000
/** The sky counts as dark enough for planets once the Sun is this far below the horizon (civil twilight's end). */
export const DARK_SUN_ALTITUDE = -6

/** The date at a longitude's local mean time, `YYYY-MM-DD`. */
export const localDate = (ms: number, lon: number) => new Date(ms + (lon / 15) * 3_600_000).toISOString().slice(0, 10)

/** The local mean noon of a date at a longitude: the night of that date lies in the 24 hours after it. */
export const localNoon = (date: string, lon: number) => Date.parse(`${date}T12:00:00Z`) - (lon / 15) * 3_600_000

/** The Sun's events of the night after a local noon, and the Moon's phase at local midnight. */
export function nightOf(observer: Observer, noon: number, date: string) {
  const start = new Date(noon)
  const at = (direction: number, altitude: number) => isoOf(SearchAltitude(Body.Sun, observer, direction, start, 1, altitude))
  const sunset = isoOf(SearchRiseSet(Body.Sun, observer, -1, start, 1))
  const sunrise = isoOf(SearchRiseSet(Body.Sun, observer, +1, sunset ? new Date(sunset) : start, 1))
  return {
    date,
    sunset,
    sunrise: sunrise && Date.parse(sunrise) < noon + DAY_MS ? sunrise : null,
    civilDusk: at(-1, -6),
    nauticalDusk: at(-1, -12),
    astronomicalDusk: at(-1, -18),
    astronomicalDawn: at(+1, -18),
    nauticalDawn: at(+1, -12),
    civilDawn: at(+1, -6),
    moon: moonPhase(noon + DAY_MS / 2),
  }
}

/** Times of the 24 hours after `noon`, `STEP_MS` apart, with whether the sky is dark at each. */
export function samples(observer: Observer, noon: number) {
  const times: Array<{ ms: number, dark: boolean }> = []
  for (let ms = noon; ms < noon + DAY_MS; ms += STEP_MS) {
    times.push({ ms, dark: horizontal(Body.Sun, observer, ms).altitude < DARK_SUN_ALTITUDE })
  }
  return times
}

/** Sum of dark samples in hours. */
export const darkHours = (times: Array<{ dark: boolean }>) => round((times.filter((time) => time.dark).length * STEP_MS) / 3_600_000, 2)
