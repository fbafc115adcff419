import { numberOrNull } from '@svc/core'
import * as v from 'valibot'

/** `{default: "..."}`, the NHL API's localized text. */
export const localized = v.nullish(v.object({ default: v.string() }), null)
export const textOf = (value: { default: string } | null | undefined) => value?.default ?? null

/** A team in an NHL game: `{id, abbrev, placeName?, commonName?, name?, score?, sog?}`. */
export const nhlTeam = v.object({
  id: v.number(), abbrev: v.string(), placeName: localized, commonName: localized, name: localized,
  score: numberOrNull, sog: numberOrNull,
})
export const teamOf = (team: v.InferOutput<typeof nhlTeam>) => ({
  id: team.id,
  abbreviation: team.abbrev,
  name: textOf(team.name) ?? ([textOf(team.placeName), textOf(team.commonName)].filter(Boolean).join(' ') || null),
  score: team.score,
  shotsOnGoal: team.sog,
})

/** NHL game states: FUT (scheduled), PRE, LIVE, CRIT (late in a close game), FINAL, OFF (final, official). */
export const STATES: Record<string, string> = { FUT: 'scheduled', PRE: 'pregame', LIVE: 'live', CRIT: 'live', FINAL: 'final', OFF: 'final' }
