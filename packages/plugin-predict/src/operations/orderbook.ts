import { orderbookOperation } from '../shared/orderbook.ts'

export default orderbookOperation(
  'orderbook',
  'Order book of one outcome of a venue A (Polymarket) prediction market by its token id, or by market (id, slug or condition id) and outcome name: bids and asks with sizes (best first), best bid and ask, midpoint, spread, depth, tick size.',
  ['order book of a prediction market', 'bids and asks', 'market depth', 'liquidity of an outcome'],
)
