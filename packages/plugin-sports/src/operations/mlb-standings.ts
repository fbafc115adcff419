import { defineOperation, listAnswer, sourceOf, textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { MLB_DIVISIONS } from '../mlb.ts'
import { season } from '../params.ts'
import { mlbStats } from '../upstreams/mlb-stats.ts'

/** GET /api/v1/standings -> `{records: [{division: {id}, league: {id}, teamRecords: [...]}]}`. */
const answer = v.object({
  records: v.array(v.object({
    division: v.nullish(v.object({ id: v.number(), name: textOrNull }), null),
    teamRecords: v.array(v.object({
      team: v.object({ id: v.number(), name: textOrNull }),
      wins: v.number(), losses: v.number(), winningPercentage: textOrNull, gamesBack: textOrNull, wildCardGamesBack: textOrNull,
      divisionRank: textOrNull, leagueRank: textOrNull, runsScored: numberOrNull, runsAllowed: numberOrNull, runDifferential: numberOrNull,
      streak: v.nullish(v.object({ streakCode: textOrNull }), null),
    })),
  })),
})

export default defineOperation({
  name: 'mlb-standings',
  method: 'GET',
  description: 'MLB regular-season standings by division for a season (default the current one): wins, losses, percentage, games back, wild-card games back, run differential and streak (MLB Stats API).',
  input: v.object({
    season: season(1901, 'Season year, e.g. 2025 (default the current season)'),
    league: v.optional(v.pipe(v.picklist(['AL', 'NL', 'al', 'nl']), v.transform((value) => value.toUpperCase() as 'AL' | 'NL'), v.description('AL or NL (default both)'))),
  }),
  upstreams: [mlbStats],
  cacheTtl: '15min',
  sources: [{ path: '/api/v1/standings' }],
  keywords: ['mlb standings', 'al east standings', 'baseball division standings', 'wild card race'],
  example: { params: { season: 2025, league: 'AL' } },
  async handler({ input, upstream }) {
    const leagueId = input.league === 'AL' ? '103' : input.league === 'NL' ? '104' : '103,104'
    const year = input.season ?? new Date().getUTCFullYear()
    const { data, url } = await upstream(mlbStats).json('/api/v1/standings', { query: { leagueId, season: year, standingsTypes: 'regularSeason' }, schema: answer })
    const items = data.records.flatMap((record) => record.teamRecords.map((row) => ({
      division: record.division ? record.division.name ?? MLB_DIVISIONS[record.division.id] ?? String(record.division.id) : null,
      divisionRank: row.divisionRank ? Number(row.divisionRank) : null,
      team: row.team.name,
      teamId: row.team.id,
      wins: row.wins,
      losses: row.losses,
      pct: row.winningPercentage ? Number(row.winningPercentage) : null,
      gamesBack: row.gamesBack,
      wildCardGamesBack: row.wildCardGamesBack ?? null,
      runsScored: row.runsScored,
      runsAllowed: row.runsAllowed,
      runDifferential: row.runDifferential,
      streak: row.streak?.streakCode ?? null,
    })))
    return { ...listAnswer(items, sourceOf(mlbStats, url)), season: year }
  },
})
