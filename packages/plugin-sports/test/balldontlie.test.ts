import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { sportsPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `balldontlie/${name}` })
const h = testHost({
  plugins: [sportsPlugin],
  upstreams: ['balldontlie'],
  keys: { balldontlie: 'bdl-test-key' },
  routes: {
    'GET /v1/teams': fixture('nba-teams.json'), 'GET /v1/games': fixture('nba-games.json'), 'GET /v1/players': fixture('nba-players.json'),
    'GET /nfl/v1/teams': fixture('nfl-teams.json'), 'GET /nfl/v1/games': fixture('nfl-games.json'), 'GET /nfl/v1/players': fixture('nfl-players.json'),
  },
})

describe('sports.nba-games', () => {
  it('answers games with scores, sending the key and the filters', async () => {
    const data = await h.ok('/api/sports/nba-games?date=2025-01-15&team=bos&limit=10')
    expect(data.total).toBe(2)
    expect(data.more).toBe(false)
    expect(data.items[0]).toStrictEqual({
      id: 15907925, date: '2025-01-15', start: '2025-01-16T00:30:00.000Z', season: 2024, status: 'Final', period: 4, clock: 'Final', postseason: false,
      home: { abbreviation: 'BOS', name: 'Boston Celtics', score: 118 }, visitor: { abbreviation: 'LAL', name: 'Los Angeles Lakers', score: 104 },
    })
    const request = h.last('/v1/games')
    expect(Object.fromEntries(request.query)).toEqual({ 'dates[]': '2025-01-15', 'team_ids[]': '2', per_page: '10' })
    expect(request.headers.authorization).toBe('bdl-test-key')
  })
  it('needs a date, a team or a season', () => h.rejects('/api/sports/nba-games', 'date'))
  it('refuses a team abbreviation the league does not have', () => h.rejects('/api/sports/nba-games?team=XYZ', 'team'))
  h.failures('GET /v1/games', '/api/sports/nba-games?date=2025-01-15')
})

describe('sports.nba-players', () => {
  it('answers players with draft and team, saying when there are more', async () => {
    const data = await h.ok('/api/sports/nba-players?name=james&limit=1')
    expect(data).toMatchObject({ total: null, more: true })
    expect(data.items[0]).toStrictEqual({
      id: 237, name: 'LeBron James', position: 'F', jersey: '23', height: '6-9', weight: '250', college: 'St. Vincent-St. Mary HS (OH)', country: 'USA',
      draft: { year: 2003, round: 1, pick: 1 }, team: { abbreviation: 'LAL', name: 'Los Angeles Lakers' },
    })
    expect(Object.fromEntries(h.last('/v1/players').query)).toEqual({ search: 'james', per_page: '1' })
  })
  it('needs a name or a team', () => h.rejects('/api/sports/nba-players', 'name'))
  h.failures('GET /v1/players', '/api/sports/nba-players?name=james')
})

describe('sports.nba-teams', () => {
  it('answers the current teams of a conference (historical franchises left out)', async () => {
    const data = await h.ok('/api/sports/nba-teams?conference=west')
    expect(data.items.map((team: { abbreviation: string }) => team.abbreviation)).toEqual(['DEN', 'LAL'])
    expect(data.items[1]).toStrictEqual({ id: 14, abbreviation: 'LAL', name: 'Los Angeles Lakers', city: 'Los Angeles', nickname: 'Lakers', conference: 'West', division: 'Pacific' })
    expect((await h.ok('/api/sports/nba-teams')).items).toHaveLength(3)
  })
  h.failures('GET /v1/teams', '/api/sports/nba-teams')
})

describe('sports.nfl-games', () => {
  it('answers the games of a week with scores', async () => {
    const data = await h.ok('/api/sports/nfl-games?season=2024&week=1&team=KC')
    expect(data.items[0]).toStrictEqual({
      id: 7001, kickoff: '2024-09-06T00:20:00.000Z', season: 2024, week: 1, status: 'Final', postseason: false, venue: 'GEHA Field at Arrowhead Stadium', summary: 'Illustrative: Chiefs hold off Ravens',
      home: { abbreviation: 'KC', name: 'Kansas City Chiefs', score: 27 }, visitor: { abbreviation: 'BAL', name: 'Baltimore Ravens', score: 20 },
    })
    expect(Object.fromEntries(h.last('/nfl/v1/games').query)).toEqual({ 'seasons[]': '2024', 'weeks[]': '1', 'team_ids[]': '17', per_page: '25' })
  })
  it('needs a season or a team', () => h.rejects('/api/sports/nfl-games?week=3', 'season'))
  it('refuses week 30', () => h.rejects('/api/sports/nfl-games?season=2024&week=30', 'week'))
  h.failures('GET /nfl/v1/games', '/api/sports/nfl-games?season=2024')
})

describe('sports.nfl-players', () => {
  it('answers players with experience and age', async () => {
    const data = await h.ok('/api/sports/nfl-players?name=mahomes')
    expect(data.items[0]).toStrictEqual({
      id: 33, name: 'Patrick Mahomes', position: 'QB', jersey: '15', height: '6\' 2"', weight: '225 lbs', college: 'Texas Tech', experience: '8th Season', age: 29,
      team: { abbreviation: 'KC', name: 'Kansas City Chiefs' },
    })
  })
  h.failures('GET /nfl/v1/players', '/api/sports/nfl-players?name=mahomes')
})

describe('sports.nfl-teams', () => {
  it('answers the teams of a division', async () => {
    const data = await h.ok('/api/sports/nfl-teams?conference=afc&division=east')
    expect(data.items).toStrictEqual([{ id: 4, abbreviation: 'BUF', name: 'Buffalo Bills', city: 'Buffalo', nickname: 'Bills', conference: 'AFC', division: 'EAST' }])
  })
  it('refuses an unknown conference', () => h.rejects('/api/sports/nfl-teams?conference=xfl', 'conference'))
  h.failures('GET /nfl/v1/teams', '/api/sports/nfl-teams')
})
