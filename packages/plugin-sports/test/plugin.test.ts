import { testHost, testPlugin } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { sportsPlugin } from '../src/index.ts'

// The examples reach BALLDONTLIE, MLB and the NHL on the fixture server, answered with the other tests' files.
const fixture = (upstream: string, name: string) => ({ file: `${upstream}/${name}` })
const bdl = (name: string) => fixture('balldontlie', name)

testPlugin(sportsPlugin, {
  keys: { balldontlie: 'bdl-test-key' },
  routes: {
    'GET /v1/teams': bdl('nba-teams.json'), 'GET /v1/games': bdl('nba-games.json'), 'GET /v1/players': bdl('nba-players.json'),
    'GET /nfl/v1/teams': bdl('nfl-teams.json'), 'GET /nfl/v1/games': bdl('nfl-games.json'), 'GET /nfl/v1/players': bdl('nfl-players.json'),
    'GET /api/v1/teams': fixture('mlb-stats', 'teams.json'), 'GET /api/v1/schedule': fixture('mlb-stats', 'schedule.json'), 'GET /api/v1/standings': fixture('mlb-stats', 'standings.json'),
    'GET /v1/schedule/2025-01-18': fixture('nhl-web', 'schedule.json'), 'GET /v1/score/2025-01-18': fixture('nhl-web', 'score.json'), 'GET /v1/standings/now': fixture('nhl-web', 'standings.json'),
  },
})

describe('NBA and NFL without a BALLDONTLIE key', () => {
  const app = testHost({ plugins: sportsPlugin, elsewhere: { balldontlie: 'http://127.0.0.1:9' }, paid: true })
  const calls: Record<string, string> = { 'nba-games': '?date=2025-01-15', 'nba-players': '?name=james', 'nba-teams': '', 'nfl-games': '?season=2024', 'nfl-players': '?name=mahomes', 'nfl-teams': '' }
  for (const [name, query] of Object.entries(calls)) {
    it(`${name} is unavailable (503 before any 402), naming the key to configure`, async () => {
      const body = await app.status(`/api/sports/${name}${query}`, 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
      expect(body.error).toContain('SVC_UPSTREAM_BALLDONTLIE_KEY')
    })
  }
})
