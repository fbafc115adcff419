import { marketLookup } from '../shared/market-lookup.ts'

export default marketLookup(
  'marketA-market',
  'One venue A (Polymarket) market, the venue named, by id, slug or condition id: outcomes with prices and token ids, best bid and ask, volume, liquidity, end date and resolution rules.',
  ['polymarket market details', 'venue a market by slug'],
)
