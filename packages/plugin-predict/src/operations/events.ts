import { eventsList } from '../shared/events-list.ts'

export default eventsList(
  'events',
  'Prediction market events of venue A (Polymarket), each with all its markets and their outcome prices: elections, economics, crypto, sports and more; open, closed or all, by tag (politics, crypto...), volume and end date, sorted by 24-hour volume or another field.',
  ['prediction market events', 'election markets', 'trending bets', 'what people are betting on', 'markets by category'],
)
