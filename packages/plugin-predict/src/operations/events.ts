import { eventsList } from '../shared/events-list.ts'

/** Also served as the venue named (the contract's marketA id), at its own price. */
export default eventsList(
  'events',
  'Prediction market events of venue A (Polymarket), each with all its markets and their outcome prices: elections, economics, crypto, sports and more; open, closed or all, by tag (politics, crypto...), volume and end date, sorted by 24-hour volume or another field.',
  ['prediction market events', 'election markets', 'trending bets', 'what people are betting on', 'markets by category'],
  [{ name: 'marketA-events', description: 'Venue A (Polymarket) events, the venue named, each with all its markets, outcome prices and token ids; open, closed or all, by tag, volume and end date; filters and sorting as predict.events.', keywords: ['polymarket events', 'venue a events'] }],
)
