import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { sportsPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `mlb-stats/${name}` })
const h = testHost({
  plugins: [sportsPlugin],
  upstreams: ['mlb-stats'],
  routes: { 'GET /api/v1/teams': fixture('teams.json'), 'GET /api/v1/schedule': fixture('schedule.json'), 'GET /api/v1/standings': fixture('standings.json') },
})

describe('sports.mlb-schedule', () => {
  it('answers the games of a day for a team, reading its abbreviation as the MLB team id', async () => {
    const data = await h.ok('/api/sports/mlb-schedule?date=2025-07-04&team=nyy')
    expect(data.items).toStrictEqual([{
      id: 777001, date: '2025-07-04', start: '2025-07-04T17:05:00Z', status: 'Final', state: 'Final', type: 'R', series: 'Regular Season',
      away: { id: 111, name: 'Boston Red Sox', score: 3, winner: false, record: '45-42' }, home: { id: 147, name: 'New York Yankees', score: 5, winner: true, record: '50-37' }, venue: 'Yankee Stadium',
    }])
    expect(h.last('/api/v1/schedule').params).toEqual({ sportId: '1', date: '2025-07-04', teamId: '147' })
  })
  it('refuses an abbreviation no club has', () => h.rejects('/api/sports/mlb-schedule?team=XYZ', 'team'))
  it('refuses a date that does not exist', () => h.rejects('/api/sports/mlb-schedule?date=2025-02-30', 'date'))
  h.failures('GET /api/v1/schedule', '/api/sports/mlb-schedule?date=2025-07-04')
})

describe('sports.mlb-standings', () => {
  it('answers the division standings of a season with division names', async () => {
    const data = await h.ok('/api/sports/mlb-standings?season=2025&league=al')
    expect(data.season).toBe(2025)
    expect(data.items[0]).toStrictEqual({
      division: 'American League East', divisionRank: 1, team: 'New York Yankees', teamId: 147, wins: 94, losses: 68, pct: 0.58, gamesBack: '-', wildCardGamesBack: '+5.0',
      runsScored: 849, runsAllowed: 620, runDifferential: 229, streak: 'W2',
    })
    expect(h.last('/api/v1/standings').params).toEqual({ leagueId: '103', season: '2025', standingsTypes: 'regularSeason' })
  })
  it('refuses a season before 1901', () => h.rejects('/api/sports/mlb-standings?season=1850', 'season'))
  h.failures('GET /api/v1/standings', '/api/sports/mlb-standings?season=2025')
})

describe('MLB Advanced Media\'s terms (individual, non-commercial use)', () => {
  it('answer 503 naming the setting where the operator has not accepted them, before any call to the provider', async () => {
    const before = h.requests.length
    const refused = await h.call('/api/sports/mlb-schedule?date=2025-07-04', undefined, { upstreams: { 'mlb-stats': { baseUrl: h.server.url, acceptTerms: false } } })
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_MLB_STATS_ACCEPT_TERMS=true') } })
    expect(h.requests.length).toBe(before)
  })
})
