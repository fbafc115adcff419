import { orderbookOperation } from '../shared/orderbook.ts'

export default orderbookOperation(
  'marketA-orderbook',
  'Venue A (Polymarket) CLOB order book, the venue named, of one outcome token, or of a market\'s outcome by name: bids and asks best first, best bid and ask, midpoint, spread, depth, tick size.',
  ['polymarket order book', 'polymarket clob book'],
)
