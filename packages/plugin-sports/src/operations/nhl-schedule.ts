import { defineOperation, listAnswer, sourceOf, optionalDate, textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { nhlTeam, STATES, teamOf, textOf, localized } from '../nhl.ts'
import { teamAbbreviation, today } from '../params.ts'
import { nhlWeb } from '../upstreams/nhl-web.ts'

/** GET /v1/schedule/{date} -> `{gameWeek: [{date, games: [...]}]}`, the week starting that day. */
const answer = v.object({
  gameWeek: v.array(v.object({
    date: v.string(),
    games: v.array(v.object({
      id: v.number(), season: numberOrNull, gameType: numberOrNull, startTimeUTC: textOrNull, gameState: textOrNull,
      venue: localized, awayTeam: nhlTeam, homeTeam: nhlTeam,
    })),
  })),
})
const GAME_TYPES: Record<number, string> = { 1: 'preseason', 2: 'regular', 3: 'playoffs' }

export default defineOperation({
  name: 'nhl-schedule',
  method: 'GET',
  description: 'NHL ice hockey games on a date or the week from it (default today, UTC), optionally of one team: start times, venues, teams and state (NHL web API).',
  input: v.object({
    date: optionalDate('First day (YYYY-MM-DD, default today)'),
    days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7), v.description('Days from the date (1-7, default 1)')), 1),
    team: teamAbbreviation('TOR'),
  }),
  upstreams: [nhlWeb],
  cacheTtl: '5min',
  sources: [{ path: '/v1/schedule/{date}' }],
  keywords: ['nhl schedule', 'hockey games this week', 'when do the maple leafs play', 'nhl games tonight'],
  example: { params: { date: '2025-01-18', team: 'TOR' } },
  async handler({ input, upstream }) {
    const from = input.date ?? today()
    const { data, url } = await upstream(nhlWeb).json(`/v1/schedule/${from}`, { schema: answer })
    const last = new Date(Date.parse(`${from}T00:00:00Z`) + (input.days - 1) * 86_400_000).toISOString().slice(0, 10)
    const items = data.gameWeek
      .filter((day) => day.date >= from && day.date <= last)
      .flatMap((day) => day.games.map((game) => ({ day: day.date, game })))
      .filter(({ game }) => !input.team || game.awayTeam.abbrev === input.team || game.homeTeam.abbrev === input.team)
      .map(({ day, game }) => ({
        id: game.id,
        date: day,
        start: game.startTimeUTC,
        state: STATES[game.gameState ?? ''] ?? game.gameState,
        type: GAME_TYPES[game.gameType ?? 0] ?? null,
        away: teamOf(game.awayTeam),
        home: teamOf(game.homeTeam),
        venue: textOf(game.venue),
      }))
    return listAnswer(items, sourceOf(nhlWeb, url))
  },
})
