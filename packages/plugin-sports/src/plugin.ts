import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import mlbSchedule from './operations/mlb-schedule.ts'
import mlbStandings from './operations/mlb-standings.ts'
import nbaGames from './operations/nba-games.ts'
import nbaPlayers from './operations/nba-players.ts'
import nbaTeams from './operations/nba-teams.ts'
import nflGames from './operations/nfl-games.ts'
import nflPlayers from './operations/nfl-players.ts'
import nflTeams from './operations/nfl-teams.ts'
import nhlSchedule from './operations/nhl-schedule.ts'
import nhlScores from './operations/nhl-scores.ts'
import nhlStandings from './operations/nhl-standings.ts'
import { vocabulary } from './vocabulary.ts'

/** The sports group: MLB (MLB Stats API) and NHL (NHL web API) without a key; NBA and NFL from BALLDONTLIE (the operator's key). */
export const sportsPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'sports',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    mlbSchedule, //  GET /api/sports/mlb-schedule   0.0025  MLB Stats API /api/v1/schedule
    mlbStandings, // GET /api/sports/mlb-standings  0.0025  MLB Stats API /api/v1/standings
    nhlSchedule, //  GET /api/sports/nhl-schedule   0.0025  NHL web API /v1/schedule/{date}
    nhlScores, //    GET /api/sports/nhl-scores     0.0025  NHL web API /v1/score/{date}
    nhlStandings, // GET /api/sports/nhl-standings  0.0025  NHL web API /v1/standings/{date|now}
    nbaGames, //     GET /api/sports/nba-games      0.012   BALLDONTLIE /v1/games
    nbaPlayers, //   GET /api/sports/nba-players    0.012   BALLDONTLIE /v1/players
    nbaTeams, //     GET /api/sports/nba-teams      0.012   BALLDONTLIE /v1/teams
    nflGames, //     GET /api/sports/nfl-games      0.012   BALLDONTLIE /nfl/v1/games
    nflPlayers, //   GET /api/sports/nfl-players    0.012   BALLDONTLIE /nfl/v1/players
    nflTeams, //     GET /api/sports/nfl-teams      0.012   BALLDONTLIE /nfl/v1/teams
  ],
})
