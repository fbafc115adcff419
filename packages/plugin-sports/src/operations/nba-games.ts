import { booleanOrNull, defineOperation, numberOrNull, optionalDate, requireOne, rowLimit, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { bdlSources, bdlTeam, gamesPage, gameTeams } from '../bdl.ts'
import { day, season, teamAbbreviation } from '../params.ts'
import { balldontlie } from '../upstreams/balldontlie.ts'

/** GET /v1/games: `{id, date, datetime, season, status, period, time, postseason, home_team_score, visitor_team_score, home_team, visitor_team}`. */
const game = v.object({
  id: v.number(), date: textOrNull, datetime: textOrNull, season: numberOrNull, status: textOrNull, period: numberOrNull, time: textOrNull, postseason: booleanOrNull,
  home_team_score: numberOrNull, visitor_team_score: numberOrNull, home_team: bdlTeam, visitor_team: bdlTeam,
})

export default defineOperation({
  name: 'nba-games',
  method: 'GET',
  description: 'NBA basketball games and scores by date, team or season (BALLDONTLIE): status, period, clock, home and visitor teams with their points.',
  input: v.object({
    date: optionalDate('Day of the games (YYYY-MM-DD)'),
    team: teamAbbreviation('BOS'),
    season: season(1946, 'Season by its starting year, e.g. 2024 for 2024-25'),
    postseason: v.optional(v.pipe(v.boolean(), v.description('Only playoff games (true) or only regular season (false)'))),
    limit: rowLimit(100, 25),
  }),
  check(input) {
    requireOne(input, ['date', 'team', 'season'])
  },
  upstreams: [balldontlie],
  sources: [bdlSources('nba').games, bdlSources('nba').teamIds],
  keywords: ['nba scores', 'basketball games tonight', 'celtics game result', 'nba schedule'],
  example: { params: { date: '2025-01-15' } },
  handler: ({ input, upstream }) => gamesPage(upstream(balldontlie), 'nba', {
    team: input.team,
    game,
    query: (team) => ({ 'dates[]': input.date, 'team_ids[]': team, 'seasons[]': input.season, postseason: input.postseason, per_page: input.limit }),
    item: (row) => ({
      id: row.id,
      date: day(row.date),
      start: row.datetime,
      season: row.season,
      status: row.status,
      period: row.period,
      clock: row.time || null,
      postseason: row.postseason,
      ...gameTeams(row),
    }),
  }),
})
