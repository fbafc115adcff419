import { definePlugin } from '@svc/core'
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
  examples,
  group: 'sports',
  search: { vocabulary },
  operations: [
    mlbSchedule,
    mlbStandings,
    nhlSchedule,
    nhlScores,
    nhlStandings,
    nbaGames,
    nbaPlayers,
    nbaTeams,
    nflGames,
    nflPlayers,
    nflTeams,
  ],
})
