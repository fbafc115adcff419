import { booleanOrNull, defineOperation, listAnswer, numberOrNull, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { mlbTeamId, mlbTeamsSource } from '../mlb.ts'
import { gamesOfDay, today } from '../params.ts'
import { mlbStats } from '../upstreams/mlb-stats.ts'

const side = v.object({ team: v.object({ id: v.number(), name: textOrNull }), score: numberOrNull, isWinner: booleanOrNull, leagueRecord: v.nullish(v.object({ wins: v.number(), losses: v.number() }), null) })
/** GET /api/v1/schedule -> `{totalGames, dates: [{date, games: [...]}]}`. */
const answer = v.object({
  totalGames: numberOrNull,
  dates: v.array(v.object({
    date: v.string(),
    games: v.array(v.object({
      gamePk: v.number(), gameDate: textOrNull, officialDate: textOrNull, gameType: textOrNull, seriesDescription: textOrNull,
      status: v.object({ abstractGameState: textOrNull, detailedState: textOrNull }),
      teams: v.object({ away: side, home: side }),
      venue: v.nullish(v.object({ name: textOrNull }), null),
    })),
  })),
})
const sideOf = (row: v.InferOutput<typeof side>) => ({ id: row.team.id, name: row.team.name, score: row.score, winner: row.isWinner, record: row.leagueRecord ? `${row.leagueRecord.wins}-${row.leagueRecord.losses}` : null })

export default defineOperation({
  name: 'mlb-schedule',
  method: 'GET',
  description: 'MLB baseball games on a date (default today, UTC), optionally of one team: start time, status, teams, scores, records and ballpark (MLB Stats API).',
  input: gamesOfDay('NYY'),
  upstreams: [mlbStats],
  sources: [{ path: '/api/v1/schedule', cacheTtl: '1min' }, mlbTeamsSource],
  keywords: ['baseball games today', 'mlb schedule', 'when do the yankees play', 'mlb scores'],
  example: { params: { date: '2025-07-04', team: 'NYY' } },
  async handler({ input, upstream }) {
    const client = upstream(mlbStats)
    const teamId = input.team ? await mlbTeamId(client, input.team) : undefined
    const { data, url } = await client.json('/api/v1/schedule', { query: { sportId: 1, date: input.date ?? today(), teamId }, schema: answer })
    const items = data.dates.flatMap((day) => day.games.map((game) => ({
      id: game.gamePk,
      date: game.officialDate ?? day.date,
      start: game.gameDate,
      status: game.status.detailedState,
      state: game.status.abstractGameState,
      type: game.gameType,
      series: game.seriesDescription,
      away: sideOf(game.teams.away),
      home: sideOf(game.teams.home),
      venue: game.venue?.name ?? null,
    })))
    return listAnswer(items, sourceOf(mlbStats, url))
  },
})
