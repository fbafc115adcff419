import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { sportsPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `nhl-web/${name}` })
const h = testHost({
  plugins: [sportsPlugin],
  upstreams: ['nhl-web'],
  routes: { 'GET /v1/schedule/2025-01-18': fixture('schedule.json'), 'GET /v1/score/2025-01-18': fixture('score.json'), 'GET /v1/standings/now': fixture('standings.json'), 'GET /v1/standings/2025-01-18': fixture('standings.json') },
})

describe('sports.nhl-schedule', () => {
  it('answers the games of the day by default', async () => {
    const data = await h.ok('/api/sports/nhl-schedule?date=2025-01-18')
    expect(data.items.map((game: { id: number }) => game.id)).toEqual([2024020700, 2024020701])
    expect(data.items[0]).toStrictEqual({
      id: 2024020700, date: '2025-01-18', start: '2025-01-19T00:00:00Z', state: 'final', type: 'regular',
      away: { id: 6, abbreviation: 'BOS', name: 'Boston Bruins', score: 2, shotsOnGoal: null }, home: { id: 10, abbreviation: 'TOR', name: 'Toronto Maple Leafs', score: 4, shotsOnGoal: null }, venue: 'Scotiabank Arena',
    })
  })
  it('answers a team\'s games over several days', async () => {
    const data = await h.ok('/api/sports/nhl-schedule?date=2025-01-18&days=2&team=tor')
    expect(data.items.map((game: { id: number; state: string }) => [game.id, game.state])).toEqual([[2024020700, 'final'], [2024020710, 'scheduled']])
  })
  it('refuses more than a week', () => h.rejects('/api/sports/nhl-schedule?days=8', 'days'))
  h.failures('GET /v1/schedule/2025-01-18', '/api/sports/nhl-schedule?date=2025-01-18')
})

describe('sports.nhl-scores', () => {
  it('answers final and live scores with period, clock and shots', async () => {
    const data = await h.ok('/api/sports/nhl-scores?date=2025-01-18')
    expect(data.items[1]).toStrictEqual({
      id: 2024020701, date: '2025-01-18', start: '2025-01-19T03:00:00Z', state: 'live', period: 2, periodType: 'REG', clock: '07:41', intermission: false,
      away: { id: 22, abbreviation: 'EDM', name: 'Oilers', score: 1, shotsOnGoal: 12 }, home: { id: 20, abbreviation: 'CGY', name: 'Flames', score: 1, shotsOnGoal: 9 }, venue: 'Rogers Place',
    })
    expect((await h.ok('/api/sports/nhl-scores?date=2025-01-18&team=BOS')).items).toHaveLength(1)
  })
  h.failures('GET /v1/score/2025-01-18', '/api/sports/nhl-scores?date=2025-01-18')
})

describe('sports.nhl-standings', () => {
  it('answers the league in order, filtered by division', async () => {
    const all = await h.ok('/api/sports/nhl-standings')
    expect(all.items.map((row: { abbreviation: string }) => row.abbreviation)).toEqual(['TOR', 'EDM', 'BOS'])
    const atlantic = await h.ok('/api/sports/nhl-standings?date=2025-01-18&division=atlantic')
    expect(atlantic.items[1]).toStrictEqual({
      team: 'Boston Bruins', abbreviation: 'BOS', conference: 'Eastern', division: 'Atlantic', leagueRank: 12, conferenceRank: 7, divisionRank: 4, gamesPlayed: 48, wins: 23, losses: 19, otLosses: 6,
      points: 52, pointPct: 0.541667, regulationWins: 20, goalsFor: 128, goalsAgainst: 144, goalDifferential: -16, streak: 'L2',
    })
  })
  it('refuses an unknown division', () => h.rejects('/api/sports/nhl-standings?division=north', 'division'))
  h.failures('GET /v1/standings/now', '/api/sports/nhl-standings')
})

describe('nhl.com\'s terms (personal, non-commercial use)', () => {
  it('answer 503 naming the setting where the operator has not accepted them', async () => {
    const refused = await h.call('/api/sports/nhl-standings', undefined, { upstreams: { 'nhl-web': { baseUrl: h.server.url, acceptTerms: false } } })
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_NHL_WEB_ACCEPT_TERMS=true') } })
  })
})
