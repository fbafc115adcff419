import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import addressHistory from './operations/address-history.ts'
import addressSafety from './operations/address-safety.ts'
import addressScreen from './operations/address-screen.ts'
import addressValidate from './operations/address-validate.ts'
import balances from './operations/balances.ts'
import btcAddress from './operations/btc-address.ts'
import btcFees from './operations/btc-fees.ts'
import btcMempool from './operations/btc-mempool.ts'
import btcTx from './operations/btc-tx.ts'
import btcUtxos from './operations/btc-utxos.ts'
import cexKlines from './operations/cex-klines.ts'
import cexTicker from './operations/cex-ticker.ts'
import chainTvlHistory from './operations/chain-tvl-history.ts'
import coin from './operations/coin.ts'
import coinHistory from './operations/coin-history.ts'
import contract from './operations/contract.ts'
import decodeCalldata from './operations/decode-calldata.ts'
import defi from './operations/defi.ts'
import defiChains from './operations/defi-chains.ts'
import defiFees from './operations/defi-fees.ts'
import defiProtocolHistory from './operations/defi-protocol-history.ts'
import defiYields from './operations/defi-yields.ts'
import dexNetworks from './operations/dex-networks.ts'
import dexOhlcv from './operations/dex-ohlcv.ts'
import dexPools from './operations/dex-pools.ts'
import dexSearch from './operations/dex-search.ts'
import dexTokenPools from './operations/dex-token-pools.ts'
import ensResolve from './operations/ens-resolve.ts'
import fearGreed from './operations/fear-greed.ts'
import gasOracle from './operations/gas-oracle.ts'
import global from './operations/global.ts'
import kimchiPremium from './operations/kimchi-premium.ts'
import markets from './operations/markets.ts'
import nft from './operations/nft.ts'
import nftSecurity from './operations/nft-security.ts'
import perpvenueFunding from './operations/perpvenue-funding.ts'
import perpvenuePredictedFunding from './operations/perpvenue-predicted-funding.ts'
import stablecoins from './operations/stablecoins.ts'
import tokenInfo from './operations/token-info.ts'
import tokenMetadata from './operations/token-metadata.ts'
import tokenPrice from './operations/token-price.ts'
import tokenSafety from './operations/token-safety.ts'
import tokenTransfers from './operations/token-transfers.ts'
import trending from './operations/trending.ts'
import tx from './operations/tx.ts'
import vrf from './operations/vrf.ts'
import { vocabulary } from './vocabulary.ts'

/**
 * The crypto group: chains, markets, DeFi, security and compute, one line per operation. Handlers
 * that need viem, @noble or @scure are in src/handlers/ and load on their first call (fast start-up).
 */
export const cryptoPlugin = definePlugin({
  examples,
  group: 'crypto',
  search: { vocabulary },
  operations: [
    addressHistory,
    addressSafety,
    addressScreen,
    addressValidate,
    balances,
    btcAddress,
    btcFees,
    btcMempool,
    btcTx,
    btcUtxos,
    cexKlines,
    cexTicker,
    chainTvlHistory,
    coin,
    coinHistory,
    contract,
    decodeCalldata,
    defi,
    defiChains,
    defiFees,
    defiProtocolHistory,
    defiYields,
    dexNetworks,
    dexOhlcv,
    dexPools,
    dexSearch,
    dexTokenPools,
    ensResolve,
    fearGreed,
    gasOracle,
    global,
    kimchiPremium,
    markets,
    nft,
    nftSecurity,
    perpvenueFunding,
    perpvenuePredictedFunding,
    stablecoins,
    tokenInfo,
    tokenMetadata,
    tokenPrice,
    tokenSafety,
    tokenTransfers,
    trending,
    tx,
    vrf,
  ],
})
