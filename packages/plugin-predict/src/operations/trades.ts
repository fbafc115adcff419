import { tradesList } from '../shared/trades-list.ts'

/** Also served as the venue named (the contract's marketA id), at its own price. */
export default tradesList(
  'trades',
  'Recent trades on venue A (Polymarket) prediction markets, newest first: time, wallet, side, outcome, price, size and USD value; for one market (condition id), one wallet, a side or a minimum USD size.',
  ['recent bets', 'prediction market trades', 'who bought', 'latest fills on a market'],
  [{ name: 'marketA-trades', description: 'Venue A (Polymarket) trades, the venue named, newest first: time, wallet, side, outcome, price, size, USD value and transaction hash; for a market (condition id), a wallet, a side or a minimum USD size.', keywords: ['polymarket trades', 'polymarket fills'] }],
)
