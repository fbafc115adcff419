import { booleanOrNull, defineOperation, listAnswer, numberOrNull, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { localized, nhlTeam, STATES, teamOf, textOf } from '../nhl.ts'
import { gamesOfDay, today } from '../params.ts'
import { nhlWeb } from '../upstreams/nhl-web.ts'

/** GET /v1/score/{date} -> `{currentDate, games: [...]}` with scores, period and clock. */
const answer = v.object({
  games: v.array(v.object({
    id: v.number(), gameDate: textOrNull, startTimeUTC: textOrNull, gameState: textOrNull,
    venue: localized, awayTeam: nhlTeam, homeTeam: nhlTeam,
    periodDescriptor: v.nullish(v.object({ number: numberOrNull, periodType: textOrNull }), null),
    clock: v.nullish(v.object({ timeRemaining: textOrNull, inIntermission: booleanOrNull }), null),
  })),
})

export default defineOperation({
  name: 'nhl-scores',
  method: 'GET',
  description: 'NHL ice hockey scores on a date (default today, UTC): live or final, with period, clock, shots on goal and venue (NHL web API).',
  input: gamesOfDay('BOS'),
  upstreams: [nhlWeb],
  cacheTtl: '30s',
  sources: [{ path: '/v1/score/{date}' }],
  keywords: ['nhl scores', 'hockey score tonight', 'did the bruins win', 'live hockey scores'],
  example: { params: { date: '2025-01-18' } },
  async handler({ input, upstream }) {
    const day = input.date ?? today()
    const { data, url } = await upstream(nhlWeb).json(`/v1/score/${day}`, { schema: answer })
    const items = data.games
      .filter((game) => !input.team || game.awayTeam.abbrev === input.team || game.homeTeam.abbrev === input.team)
      .map((game) => ({
        id: game.id,
        date: game.gameDate ?? day,
        start: game.startTimeUTC,
        state: STATES[game.gameState ?? ''] ?? game.gameState,
        period: game.periodDescriptor?.number ?? null,
        periodType: game.periodDescriptor?.periodType ?? null,
        clock: game.clock?.timeRemaining ?? null,
        intermission: game.clock?.inIntermission ?? null,
        away: teamOf(game.awayTeam),
        home: teamOf(game.homeTeam),
        venue: textOf(game.venue),
      }))
    return listAnswer(items, sourceOf(nhlWeb, url))
  },
})
