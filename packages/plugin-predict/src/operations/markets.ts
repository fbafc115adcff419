import { marketsList } from '../shared/markets-list.ts'

/** Also served as the venue named (the contract's marketA id), at its own price. */
export default marketsList(
  'markets',
  'Prediction markets of venue A (Polymarket): question, outcomes with prices (probabilities) and token ids, volume, liquidity, end date; open, closed or all, by tag, volume, liquidity and end date, sorted by 24-hour volume or another field.',
  ['prediction markets', 'betting odds', 'top prediction markets', 'most traded markets', 'polymarket markets'],
  [{ name: 'marketA-markets', description: 'Venue A (Polymarket) market listing, the venue named: each market with its condition id, outcome token ids and prices, best bid and ask, volume, liquidity and end date; filters and sorting as predict.markets.', keywords: ['polymarket market list', 'venue a markets', 'condition ids of markets'] }],
)
