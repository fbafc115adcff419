import {
  ApsisKind, Body, type Observer, NextGlobalSolarEclipse, NextLocalSolarEclipse, NextLunarApsis, NextLunarEclipse, NextMoonQuarter, NextTransit,
  SearchGlobalSolarEclipse, SearchLocalSolarEclipse, SearchLunarApsis, SearchLunarEclipse, SearchMaxElongation, SearchMoonQuarter,
  SearchRelativeLongitude, SearchTransit, Seasons,
} from 'astronomy-engine'
import { horizontal, iso, isoOf, round } from './astro.ts'
import type { EVENT_KINDS } from './inputs.ts'

export type EventKind = (typeof EVENT_KINDS)[number]
export interface SkyEvent {
  time: string
  kind: EventKind
  body: string | null
  title: string
  details: Record<string, unknown>
}
interface Window { start: number, end: number, observer: Observer | null }

const QUARTERS = ['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter']
const OUTER = ['mars', 'jupiter', 'saturn', 'uranus', 'neptune'] as const
const INNER = ['mercury', 'venus'] as const
const BODY_OF = { mercury: Body.Mercury, venus: Body.Venus, mars: Body.Mars, jupiter: Body.Jupiter, saturn: Body.Saturn, uranus: Body.Uranus, neptune: Body.Neptune }
const title = (name: string) => name[0]!.toUpperCase() + name.slice(1)
const inside = (ms: number, w: Window) => ms >= w.start && ms < w.end
const event = (ms: number, kind: EventKind, body: string | null, text: string, details: Record<string, unknown> = {}): SkyEvent => ({ time: iso(ms), kind, body, title: text, details })

/** Runs `next` from `first` while the events stay before the end of the window; keeps those inside it. */
function walk<T>(first: T, next: (previous: T) => T, timeOf: (value: T) => number, w: Window): T[] {
  const found: T[] = []
  for (let value = first; timeOf(value) < w.end; value = next(value)) if (timeOf(value) >= w.start) found.push(value)
  return found
}

export const FINDERS: Record<EventKind, (w: Window) => SkyEvent[]> = {
  'moon-phase': (w) => walk(SearchMoonQuarter(new Date(w.start)), NextMoonQuarter, (q) => q.time.date.getTime(), w)
    .map((q) => event(q.time.date.getTime(), 'moon-phase', 'moon', QUARTERS[q.quarter]!)),

  season: (w) => {
    const found: SkyEvent[] = []
    for (let year = new Date(w.start).getUTCFullYear(); year <= new Date(w.end).getUTCFullYear(); year++) {
      const s = Seasons(year)
      const named: Array<[typeof s.mar_equinox, string]> = [[s.mar_equinox, 'March equinox'], [s.jun_solstice, 'June solstice'], [s.sep_equinox, 'September equinox'], [s.dec_solstice, 'December solstice']]
      for (const [time, name] of named) if (inside(time.date.getTime(), w)) found.push(event(time.date.getTime(), 'season', 'sun', name))
    }
    return found
  },

  'lunar-eclipse': (w) => walk(SearchLunarEclipse(new Date(w.start)), (e) => NextLunarEclipse(e.peak), (e) => e.peak.date.getTime(), w).map((e) => {
    const peak = e.peak.date.getTime()
    const moonAltitude = w.observer ? horizontal(Body.Moon, w.observer, peak).altitude : null
    return event(peak, 'lunar-eclipse', 'moon', `${title(e.kind)} lunar eclipse`, {
      eclipseKind: e.kind,
      obscuration: round(e.obscuration, 3),
      penumbralMinutes: round(2 * e.sd_penum, 1),
      partialMinutes: round(2 * e.sd_partial, 1),
      totalMinutes: round(2 * e.sd_total, 1),
      ...(moonAltitude === null ? {} : { moonAltitudeDeg: round(moonAltitude, 1), visibleHere: moonAltitude > 0 }),
    })
  }),

  'solar-eclipse': (w) => {
    const local = w.observer
      ? walk(SearchLocalSolarEclipse(new Date(w.start - 86_400_000), w.observer), (e) => NextLocalSolarEclipse(e.peak.time, w.observer!), (e) => e.peak.time.date.getTime(), { ...w, start: w.start - 86_400_000, end: w.end + 86_400_000 })
      : []
    return walk(SearchGlobalSolarEclipse(new Date(w.start)), (e) => NextGlobalSolarEclipse(e.peak), (e) => e.peak.date.getTime(), w).map((e) => {
      const peak = e.peak.date.getTime()
      const here = local.find((l) => Math.abs(l.peak.time.date.getTime() - peak) < 86_400_000)
      return event(peak, 'solar-eclipse', 'sun', `${title(e.kind)} solar eclipse`, {
        eclipseKind: e.kind,
        greatestEclipseLat: e.latitude === undefined ? null : round(e.latitude, 2),
        greatestEclipseLon: e.longitude === undefined ? null : round(e.longitude, 2),
        ...(w.observer ? {
          here: here ? {
            eclipseKind: here.kind,
            obscuration: round(here.obscuration, 3),
            partialBegin: isoOf(here.partial_begin.time),
            totalBegin: isoOf(here.total_begin?.time),
            peak: isoOf(here.peak.time),
            totalEnd: isoOf(here.total_end?.time),
            partialEnd: isoOf(here.partial_end.time),
            sunAltitudeDeg: round(here.peak.altitude, 1),
          } : null,
        } : {}),
      })
    })
  },

  opposition: (w) => OUTER.flatMap((name) => walk(SearchRelativeLongitude(BODY_OF[name], 0, new Date(w.start)), (t) => SearchRelativeLongitude(BODY_OF[name], 0, t.AddDays(1)), (t) => t.date.getTime(), w)
    .map((t) => event(t.date.getTime(), 'opposition', name, `${title(name)} at opposition`))),

  conjunction: (w) => [
    ...OUTER.map((name) => [name, 180, 'conjunction with the Sun'] as const),
    ...INNER.flatMap((name) => [[name, 0, 'inferior conjunction'], [name, 180, 'superior conjunction']] as const),
  ].flatMap(([name, angle, text]) => walk(SearchRelativeLongitude(BODY_OF[name], angle, new Date(w.start)), (t) => SearchRelativeLongitude(BODY_OF[name], angle, t.AddDays(1)), (t) => t.date.getTime(), w)
    .map((t) => event(t.date.getTime(), 'conjunction', name, `${title(name)} ${text}`))),

  elongation: (w) => INNER.flatMap((name) => walk(SearchMaxElongation(BODY_OF[name], new Date(w.start)), (e) => SearchMaxElongation(BODY_OF[name], e.time.AddDays(1)), (e) => e.time.date.getTime(), w)
    .map((e) => event(e.time.date.getTime(), 'elongation', name, `${title(name)} at greatest ${e.visibility} elongation`, { elongationDeg: round(e.elongation, 1), sky: e.visibility }))),

  'lunar-apsis': (w) => walk(SearchLunarApsis(new Date(w.start)), NextLunarApsis, (a) => a.time.date.getTime(), w)
    .map((a) => event(a.time.date.getTime(), 'lunar-apsis', 'moon', a.kind === ApsisKind.Pericenter ? 'Moon at perigee' : 'Moon at apogee', { distanceKm: Math.round(a.dist_km) })),

  transit: (w) => INNER.flatMap((name) => walk(SearchTransit(BODY_OF[name], new Date(w.start)), (tr) => NextTransit(BODY_OF[name], tr.finish), (tr) => tr.peak.date.getTime(), w)
    .map((tr) => event(tr.peak.date.getTime(), 'transit', name, `Transit of ${title(name)} across the Sun`, { start: isoOf(tr.start), finish: isoOf(tr.finish), separationArcmin: round(tr.separation, 2) }))),
}
