import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
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
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'crypto',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    addressHistory, // GET address-history 0.0036 Etherscan V2 account/txlist (key)
    addressSafety, // GET address-safety 0.004998 GoPlus /api/v1/address_security/{a}
    addressScreen, // GET address-screen 0.004998 embedded OFAC SDN digital-currency addresses (refresh-sanctions)
    addressValidate, // GET address-validate 0.0025 compute (checksums: base58check, bech32/m, EIP-55, CashAddr)
    balances, //      GET balances      0.0036  EVM JSON-RPC eth_getBalance + ERC-20 eth_call
    btcAddress, //  GET btc-address  0.0036  mempool.space /api/address/{a}
    btcFees, //     GET btc-fees     0.0025  mempool.space /api/v1/fees/recommended + /api/mempool
    btcMempool, //  GET btc-mempool  0.0036  mempool.space /api/mempool + /recent
    btcTx, //       GET btc-tx       0.0036  mempool.space /api/tx/{txid}
    btcUtxos, //    GET btc-utxos    0.0036  mempool.space /api/address/{a}/utxo
    cexKlines, //   GET cex-klines   0.0036  Coinbase Exchange /products/{id}/candles
    cexTicker, //   GET cex-ticker   0.0036  Coinbase Exchange /products/{id}/ticker + /stats
    chainTvlHistory, // GET chain-tvl-history 0.0036 DefiLlama /v2/historicalChainTvl/{chain}
    coin, //          GET coin          0.0036  CoinGecko /coins/{id}
    coinHistory, //   GET coin-history  0.0036  CoinGecko /coins/{id}/market_chart
    contract, //      GET contract      0.0045  Etherscan V2 contract/getsourcecode + getabi (key)
    decodeCalldata, // POST decode-calldata 0.0025 compute (embedded signature table + viem)
    defi, //          GET defi          0.0045  DefiLlama /protocols + /v2/chains
    defiChains, //    GET defi-chains   0.0036  DefiLlama /v2/chains
    defiFees, //      GET defi-fees     0.0036  DefiLlama /overview/{fees|dexs}
    defiProtocolHistory, // GET defi-protocol-history 0.0036 DefiLlama /protocol/{slug}
    defiYields, //    GET defi-yields   0.0036  DefiLlama yields /pools
    dexNetworks, //   GET dex-networks  0.0036  GeckoTerminal /networks
    dexOhlcv, //      GET dex-ohlcv     0.0036  GeckoTerminal /networks/{n}/pools/{a}/ohlcv/{tf}
    dexPools, //      GET dex-pools     0.0036  GeckoTerminal /networks/{n}/{trending,new}_pools
    dexSearch, //     GET dex-search    0.0036  GeckoTerminal /search/pools
    dexTokenPools, // GET dex-token-pools 0.0036 GeckoTerminal /networks/{n}/tokens/{a}/pools
    ensResolve, //    GET ens-resolve   0.0025  Ethereum JSON-RPC, ENS Universal Resolver
    fearGreed, //   GET fear-greed   0.003   alternative.me /fng/
    gasOracle, //     GET gas-oracle    0.0025  EVM JSON-RPC eth_feeHistory
    global, //        GET global        0.003   CoinGecko /global
    kimchiPremium, // GET kimchi-premium 0.012 Upbit /v1/ticker + Coinbase ticker + Frankfurter USD/KRW
    markets, //       GET markets       0.0036  CoinGecko /coins/markets
    nft, //           GET nft           0.0036  EVM JSON-RPC ERC-721/1155 eth_call + metadata (IPFS gateway, URL guard)
    nftSecurity, //   GET nft-security  0.0036  GoPlus /api/v1/nft_security/{chain}
    perpvenueFunding, // GET perpvenue-funding 0.0036 Hyperliquid POST /info metaAndAssetCtxs
    perpvenuePredictedFunding, // GET perpvenue-predicted-funding 0.0036 Hyperliquid POST /info predictedFundings
    stablecoins, // GET stablecoins  0.0036  DefiLlama stablecoins /stablecoins
    tokenInfo, //     GET token-info    0.0036  CoinGecko /coins/{platform}/contract/{address}
    tokenMetadata, // GET token-metadata 0.0036  EVM JSON-RPC eth_getCode + ERC-20/165 eth_call
    tokenPrice, //    GET token-price   0.003   CoinGecko /simple/token_price/{platform}
    tokenSafety, //   GET token-safety  0.004998 GoPlus /api/v1/token_security/{chain}
    tokenTransfers, // GET token-transfers 0.0036 Etherscan V2 account/tokentx|tokennfttx|token1155tx (key)
    trending, //      GET trending      0.003   CoinGecko /search/trending
    tx, //            GET tx            0.0025  EVM JSON-RPC transaction + receipt + block
    vrf, //           GET vrf           0.0025  drand quicknet beacon, BLS-verified on the host
  ],
})
