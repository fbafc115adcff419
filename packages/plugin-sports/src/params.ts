import { optionalDate } from '@svc/core'
import * as v from 'valibot'

/** A team abbreviation as the league writes it (BOS, NYY, TOR, KC...). */
export const teamAbbreviation = (example: string) => v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2,4}$/, `must be a team abbreviation such as ${example}`), v.description(`Team abbreviation, e.g. ${example}`)))
export const season = (from: number, description: string) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(from), v.maxValue(2100), v.description(description)))
/** Today in UTC, YYYY-MM-DD. */
export const today = () => new Date().toISOString().slice(0, 10)
/** The YYYY-MM-DD part of an ISO date or date-time, or null. */
export const day = (value: string | null | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null)

/** The input of a day's games (default today, UTC), optionally of one team (abbreviated as `example`). */
export const gamesOfDay = (example: string) => v.object({ date: optionalDate('Day of the games (YYYY-MM-DD, default today)'), team: teamAbbreviation(example) })
