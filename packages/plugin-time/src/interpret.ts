import type { Component, ParsedComponents, ParsedResult } from 'chrono-node'
import { localIso, offsetAt, wallClock } from './zone.ts'

const COMPONENTS: Component[] = ['year', 'month', 'day', 'weekday', 'hour', 'minute', 'second', 'millisecond', 'meridiem', 'timezoneOffset']
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

export interface Moment {
  /** The instant, UTC. */
  instant: string
  /** The same instant in the reference time zone. */
  local: string
  /** Resolved values (stated or implied from the reference); month 1-12, weekday name, timezoneOffset in minutes east of UTC. */
  components: Record<string, number | string | null>
  /** The components the text stated (or that a relative expression fixed exactly). */
  certain: string[]
}

export interface Interpretation {
  text: string
  index: number
  start: Moment
  end: Moment | null
  confidence: number
}

/**
 * A chrono result as instants. Without a zone in the text, the date and time are a wall-clock time in
 * `zone`, so "in two days at 5pm" lands on 5pm local even across a DST change; with one ("5pm EST",
 * "+02:00") or for exact offsets ("in 3 hours"), chrono's instant stands.
 */
export function interpret(result: ParsedResult, zone: string, inputLength: number): Interpretation {
  return {
    text: result.text,
    index: result.index,
    start: toMoment(result.start, zone),
    end: result.end ? toMoment(result.end, zone) : null,
    confidence: confidence(result, inputLength),
  }
}

function toMoment(parsed: ParsedComponents, zone: string): Moment {
  const value = (component: Component) => parsed.get(component) ?? 0
  const ms = parsed.isCertain('timezoneOffset')
    ? parsed.date().getTime()
    : wallClock(zone, { year: value('year'), month: value('month'), day: value('day'), hour: value('hour'), minute: value('minute'), second: value('second'), millisecond: value('millisecond') })
  const components: Record<string, number | string | null> = {}
  for (const component of COMPONENTS) {
    const raw = parsed.get(component)
    components[component] = raw === null ? null : component === 'weekday' ? WEEKDAYS[raw] ?? null : component === 'meridiem' ? (raw === 0 ? 'am' : 'pm') : raw
  }
  // Implied values follow the instant: the weekday of its date, the zone's offset on it.
  if (components.weekday === null) components.weekday = WEEKDAYS[new Date(Date.parse(localIso(ms, zone).slice(0, 10))).getUTCDay()]!
  if (!parsed.isCertain('timezoneOffset')) components.timezoneOffset = offsetAt(ms, zone)
  return { instant: new Date(ms).toISOString(), local: localIso(ms, zone), components, certain: COMPONENTS.filter((component) => parsed.isCertain(component)) }
}

/**
 * 0-1: the mean of how much of the text the expression covers and how much of year, month, day, hour
 * and minute it states (a weekday stands for the day). "2024-07-01 14:30" alone scores 1; "friday" 0.6.
 */
function confidence(result: ParsedResult, inputLength: number): number {
  const coverage = Math.min(1, result.text.length / Math.max(1, inputLength))
  const start = result.start
  const stated = (['year', 'month', 'day', 'hour', 'minute'] as Component[]).filter((component) => start.isCertain(component) || (component === 'day' && start.isCertain('weekday'))).length
  return Math.round(((coverage + stated / 5) / 2) * 100) / 100
}
