import { marketLookup } from '../shared/market-lookup.ts'

export default marketLookup(
  'market',
  'One prediction market of venue A (Polymarket) by id, slug or condition id: its price (probability of the first outcome, Yes), every outcome\'s price and token id, best bid and ask, last trade, volume, liquidity, end date and rules.',
  ['odds of a market', 'probability of an event', 'market price', 'chance that', 'prediction market odds'],
)
