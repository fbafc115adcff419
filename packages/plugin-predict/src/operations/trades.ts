import { tradesList } from '../shared/trades-list.ts'

export default tradesList(
  'trades',
  'Recent trades on venue A (Polymarket) prediction markets, newest first: time, wallet, side, outcome, price, size and USD value; for one market (condition id), one wallet, a side or a minimum USD size.',
  ['recent bets', 'prediction market trades', 'who bought', 'latest fills on a market'],
)
