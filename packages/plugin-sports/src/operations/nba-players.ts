import { playersOperation } from '../players.ts'

export default playersOperation('nba', {
  name: 'nba-players',
  description: 'NBA basketball players by name or team (BALLDONTLIE): position, jersey, height, weight, college, country, draft and current team.',
  teamExample: 'LAL',
  keywords: ['nba player', 'basketball player profile', 'lakers roster', 'who plays for the celtics'],
  example: { params: { name: 'james' } },
})
