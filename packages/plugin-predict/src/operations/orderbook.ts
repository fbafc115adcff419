import { orderbookOperation } from '../shared/orderbook.ts'

/** Also served as the venue named (the contract's marketA id), at its own price. */
export default orderbookOperation(
  'orderbook',
  'Order book of one outcome of a venue A (Polymarket) prediction market by its token id, or by market (id, slug or condition id) and outcome name: bids and asks with sizes (best first), best bid and ask, midpoint, spread, depth, tick size.',
  ['order book of a prediction market', 'bids and asks', 'market depth', 'liquidity of an outcome'],
  [{ name: 'marketA-orderbook', description: 'Venue A (Polymarket) CLOB order book, the venue named, of one outcome token, or of a market\'s outcome by name: bids and asks best first, best bid and ask, midpoint, spread, depth, tick size.', keywords: ['polymarket order book', 'polymarket clob book'] }],
)
