import { defineOperation } from '@svc/core'
import { checkPlayers, players, playersInput } from '../players.ts'
import { balldontlie } from '../upstreams/balldontlie.ts'

export default defineOperation({
  name: 'nba-players',
  method: 'GET',
  description: 'NBA basketball players by name or team (BALLDONTLIE): position, jersey, height, weight, college, country, draft and current team.',
  input: playersInput('LAL'),
  check: checkPlayers,
  upstreams: [balldontlie],
  keywords: ['nba player', 'basketball player profile', 'lakers roster', 'who plays for the celtics'],
  example: { params: { name: 'james' } },
  handler: (ctx) => players(ctx, 'nba'),
})
