/**
 * DefiLlama names some chains two ways: `/protocols` and `/protocol/{slug}` use the old display
 * names (`useNewChainNames: false` in defillama-server: "Binance", "xDai"...), while `/v2/chains`
 * and the stablecoins API use the new ones ("BSC", "Gnosis"...). svc answers the new names
 * everywhere, so a protocol's chains match `crypto.defi-chains`.
 * Source: getChainDisplayName in defillama-server defi/src/utils/normalizeChain.ts.
 */
const newNames: Record<string, string> = {
  Binance: 'BSC',
  Kucoin: 'KCC',
  OKExChain: 'OKTChain',
  xDai: 'Gnosis',
  Cosmos: 'CosmosHub',
  Terra: 'Terra Classic',
  Elrond: 'MultiversX',
  RSK: 'Rootstock',
  Pulse: 'PulseChain',
  zkSync: 'zkSync Lite',
  Milkomeda: 'Milkomeda C1',
  Map: 'MAP Relay Chain',
  WEMIX: 'WEMIX3.0',
  Orai: 'Oraichain',
  op_bnb: 'opBNB',
}

/** The current name of a chain key, sections kept: "Binance-staking" -> "BSC-staking". */
export function currentChainName(key: string): string {
  return key.split('-').map((part) => newNames[part] ?? part).join('-')
}

/** A record keyed by chain, with current chain names. */
export function renameChainKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [currentChainName(key), value]))
}
