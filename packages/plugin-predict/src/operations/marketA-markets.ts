import { marketsList } from '../shared/markets-list.ts'

export default marketsList(
  'marketA-markets',
  'Venue A (Polymarket) market listing, the venue named: each market with its condition id, outcome token ids and prices, best bid and ask, volume, liquidity and end date; filters and sorting as predict.markets.',
  ['polymarket market list', 'venue a markets', 'condition ids of markets'],
)
