import { defineOperation } from '@svc/core'
import { checkPlayers, players, playersInput } from '../players.ts'
import { balldontlie } from '../upstreams/balldontlie.ts'

export default defineOperation({
  name: 'nfl-players',
  method: 'GET',
  description: 'NFL American football players by name or team (BALLDONTLIE): position, jersey, height, weight, college, experience, age and current team.',
  input: playersInput('KC'),
  check: checkPlayers,
  upstreams: [balldontlie],
  keywords: ['nfl player', 'football player profile', 'chiefs roster', 'quarterback of a team'],
  example: { params: { name: 'mahomes' } },
  handler: (ctx) => players(ctx, 'nfl'),
})
