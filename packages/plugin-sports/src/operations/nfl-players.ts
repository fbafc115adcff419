import { playersOperation } from '../players.ts'

export default playersOperation('nfl', {
  name: 'nfl-players',
  description: 'NFL American football players by name or team (BALLDONTLIE): position, jersey, height, weight, college, experience, age and current team.',
  teamExample: 'KC',
  keywords: ['nfl player', 'football player profile', 'chiefs roster', 'quarterback of a team'],
  example: { params: { name: 'mahomes' } },
})
