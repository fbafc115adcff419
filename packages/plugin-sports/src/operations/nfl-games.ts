import { booleanOrNull, defineOperation, numberOrNull, requireOne, rowLimit, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { bdlSources, bdlTeam, gamesPage, gameTeams } from '../bdl.ts'
import { season, teamAbbreviation } from '../params.ts'
import { balldontlie } from '../upstreams/balldontlie.ts'

/** GET /nfl/v1/games: `{id, visitor_team, home_team, summary, venue, week, date, season, postseason, status, home_team_score, visitor_team_score, ...}`. */
const game = v.object({
  id: v.number(), date: textOrNull, season: numberOrNull, week: numberOrNull, status: textOrNull, postseason: booleanOrNull, venue: textOrNull, summary: textOrNull,
  home_team_score: numberOrNull, visitor_team_score: numberOrNull, home_team: bdlTeam, visitor_team: bdlTeam,
})

export default defineOperation({
  name: 'nfl-games',
  method: 'GET',
  description: 'NFL American football games and scores by season, week or team (BALLDONTLIE): kickoff, status, venue, home and visitor teams with their points.',
  input: v.object({
    season: season(2002, 'Season year, e.g. 2024'),
    week: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(23), v.description('Week of the season (1-23, postseason weeks after the regular season)'))),
    team: teamAbbreviation('KC'),
    postseason: v.optional(v.pipe(v.boolean(), v.description('Only playoff games (true) or only regular season (false)'))),
    limit: rowLimit(100, 25),
  }),
  check(input) {
    requireOne(input, ['season', 'team'])
  },
  upstreams: [balldontlie],
  sources: [bdlSources('nfl').games, bdlSources('nfl').teamIds],
  keywords: ['nfl scores', 'football games this week', 'chiefs game result', 'nfl week schedule'],
  example: { params: { season: 2024, week: 1 } },
  handler: ({ input, upstream }) => gamesPage(upstream(balldontlie), 'nfl', {
    team: input.team,
    game,
    query: (team) => ({ 'seasons[]': input.season, 'weeks[]': input.week, 'team_ids[]': team, postseason: input.postseason, per_page: input.limit }),
    item: (row) => ({
      id: row.id,
      kickoff: row.date,
      season: row.season,
      week: row.week,
      status: row.status,
      postseason: row.postseason,
      venue: row.venue,
      summary: row.summary,
      ...gameTeams(row),
    }),
  }),
})
