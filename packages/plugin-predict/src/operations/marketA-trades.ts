import { tradesList } from '../shared/trades-list.ts'

export default tradesList(
  'marketA-trades',
  'Venue A (Polymarket) trades, the venue named, newest first: time, wallet, side, outcome, price, size, USD value and transaction hash; for a market (condition id), a wallet, a side or a minimum USD size.',
  ['polymarket trades', 'polymarket fills'],
)
