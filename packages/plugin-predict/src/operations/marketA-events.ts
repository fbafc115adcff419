import { eventsList } from '../shared/events-list.ts'

export default eventsList(
  'marketA-events',
  'Venue A (Polymarket) events, the venue named, each with all its markets, outcome prices and token ids; open, closed or all, by tag, volume and end date; filters and sorting as predict.events.',
  ['polymarket events', 'venue a events'],
)
