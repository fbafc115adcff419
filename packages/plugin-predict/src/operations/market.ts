import { marketLookup } from '../shared/market-lookup.ts'

/** Also served as the venue named (the contract's marketA id), at its own price. */
export default marketLookup(
  'market',
  'One prediction market of venue A (Polymarket) by id, slug or condition id: its price (probability of the first outcome, Yes), every outcome\'s price and token id, best bid and ask, last trade, volume, liquidity, end date and rules.',
  ['odds of a market', 'probability of an event', 'market price', 'chance that', 'prediction market odds'],
  [{ name: 'marketA-market', description: 'One venue A (Polymarket) market, the venue named, by id, slug or condition id: outcomes with prices and token ids, best bid and ask, volume, liquidity, end date and resolution rules.', keywords: ['polymarket market details', 'venue a market by slug'] }],
)
