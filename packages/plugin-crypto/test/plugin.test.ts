import { type FixtureServer, serveFixtures, testPlugin, testHost } from '@svc/core/testing'
import { afterAll, beforeAll } from 'vitest'
import { cryptoPlugin } from '../src/index.ts'
import { block, HASH, receipt, tx, VITALIK } from './_eth-tx.ts'
import { fixture } from './_harness.ts'
import { rpcNode } from './_rpc-node.ts'

// The 402 examples answer without an upstream. The recorded ones reach their providers on one fixture server
// (their paths do not collide), answered with the files the other tests use, for the subjects they describe.
const DRAND = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971'
const BTC = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'
const upstreams = [
  'mempool', 'coinbase-exchange', 'coingecko', 'defillama', 'defillama-yields', 'defillama-stablecoins', 'etherscan', 'alternative-me', 'geckoterminal', 'goplus',
  'hyperliquid', 'upbit', 'frankfurter', 'drand',
]
const h = testHost({
  plugins: [cryptoPlugin],
  upstreams,
  keys: Object.fromEntries(upstreams.map((id) => [id, 'test-key'])),
  routes: {
    [`GET /api/address/${BTC}`]: fixture('mempool/address.json'),
    [`GET /api/address/${BTC}/utxo`]: fixture('mempool/utxo.json'),
    'GET /api/v1/fees/recommended': fixture('mempool/fees-recommended.json'),
    'GET /api/mempool': fixture('mempool/mempool.json'),
    'GET /api/mempool/recent': fixture('mempool/mempool-recent.json'),
    'GET /api/tx/15e10745f15593a899cef391191bdd3d7c12412cc4696b7bcb669d0feadc8521': fixture('mempool/tx-confirmed.json'),
    'GET /api/blocks/tip/height': { body: '871234' },
    'GET /products/BTC-USD/candles': fixture('coinbase/candles-btc-usd-1h.json'),
    'GET /products/BTC-USD/ticker': fixture('coinbase/ticker-btc-usd.json'),
    'GET /products/BTC-USD/stats': fixture('coinbase/stats-btc-usd.json'),
    'GET /products/ETH-USD/ticker': fixture('coinbase/ticker-eth-usd.json'),
    'GET /coins/bitcoin': fixture('coingecko/coin-bitcoin.json'),
    'GET /coins/base/contract/0x833589fcd6edb6e08f4c7c32d4f71b54bda02913': fixture('coingecko/contract-base-usdc.json'),
    'GET /coins/bitcoin/market_chart': fixture('coingecko/market-chart-bitcoin-3.json'),
    'GET /coins/markets': fixture('coingecko/markets.json'),
    'GET /global': fixture('coingecko/global.json'),
    'GET /search/trending': fixture('coingecko/trending.json'),
    'GET /simple/token_price/base': fixture('coingecko/token-price-base.json'),
    'GET /protocols': fixture('defillama/protocols.json'),
    'GET /v2/chains': fixture('defillama/chains.json'),
    'GET /v2/historicalChainTvl/Ethereum': fixture('defillama/historical-chain-tvl-ethereum.json'),
    'GET /protocol/aave-v3': fixture('defillama/protocol-aave-v3.json'),
    'GET /overview/fees': fixture('defillama/overview-fees.json'),
    'GET /pools': fixture('defillama/pools.json'),
    'GET /stablecoins': fixture('defillama/stablecoins.json'),
    'GET /v2/api': (request) => {
      const action = request.query.get('action')
      return fixture(`etherscan/${action === 'txlist' ? 'txlist' : action === 'tokentx' ? 'tokentx' : action === 'getabi' ? 'getabi-implementation' : 'getsourcecode-usdc'}.json`)
    },
    'GET /fng/': fixture('alternative-me/fng-3.json'),
    'GET /networks': fixture('geckoterminal/networks.json'),
    'GET /networks/base/pools/0xd0b53d9277642d899df5c87a3966a349a798f224/ohlcv/hour': fixture('geckoterminal/ohlcv-hour.json'),
    'GET /networks/base/trending_pools': fixture('geckoterminal/trending-page1.json'),
    'GET /search/pools': fixture('geckoterminal/search-weth.json'),
    'GET /networks/base/tokens/0x4200000000000000000000000000000000000006/pools': fixture('geckoterminal/token-pools.json'),
    'GET /api/v1/address_security/0x098b716b8aaf21512996dc57eb0615e2383e2f96': fixture('goplus/address-security-flagged.json'),
    'GET /api/v1/token_security/1': fixture('goplus/token-security.json'),
    'GET /api/v1/nft_security/1': fixture('goplus/nft-security.json'),
    'POST /info': (request) => fixture(JSON.parse(request.body).type === 'metaAndAssetCtxs' ? 'hyperliquid/meta-and-asset-ctxs.json' : 'hyperliquid/predicted-fundings.json'),
    'GET /v1/market/all': fixture('upbit/market-all.json'),
    'GET /v1/ticker': fixture('upbit/ticker.json'),
    'GET /latest': fixture('frankfurter/usd-krw.json'),
    [`GET /${DRAND}/public/1000`]: fixture('drand/quicknet-1000.json'),
  },
})

// Two test JSON-RPC nodes (rpc-node.ts) with made-up chain state: Ethereum (the transfer of rpc-chain.test.ts, fee
// history, ENS, an NFT whose metadata is on IPFS) and Base (USDC). The other chains' upstreams are never asked.
const BAYC = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'
const CID = 'QmeSjSinHpPnmXmspMjwiXyN6zS4E9zccariGR3jxcaWtq'
const BASE_USDC = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'
let ethereum: FixtureServer
let base: FixtureServer
beforeAll(async () => {
  ethereum = await serveFixtures({
    'POST /': rpcNode({
      chainId: 1,
      blockNumber: 21245123 + 9,
      transactions: { [HASH]: tx },
      receipts: { [HASH]: receipt },
      blocks: { 21245123: block },
      feeHistory: {
        oldestBlock: '0x1442cc0',
        baseFeePerGas: ['0x2540be400', '0x2540be400', '0x2540be400', '0x2540be400', '0x2363e7f00'],
        gasUsedRatio: [0.52, 0.47, 0.61, 0.38],
        reward: [['0x5f5e100', '0x3b9aca00', '0x77359400'], ['0x5f5e100', '0x3b9aca00', '0x77359400'], ['0xbebc200', '0x59682f00', '0xb2d05e00'], ['0x0', '0x1dcd6500', '0x3b9aca00']],
      },
      ens: { names: { 'vitalik.eth': { address: VITALIK, texts: { url: 'https://vitalik.ca', 'com.github': 'vbuterin' } } }, reverse: { [VITALIK]: 'vitalik.eth' } },
      contracts: { [BAYC]: { name: 'BoredApeYachtClub', symbol: 'BAYC', interfaces: ['0x80ac58cd', '0x01ffc9a7'], owners: { '8817': VITALIK }, uris: { '8817': `ipfs://${CID}/8817` } } },
    }),
    [`GET /ipfs/${CID}/8817`]: fixture('ipfs/bayc-8817.json'),
  })
  base = await serveFixtures({
    'POST /': rpcNode({
      chainId: 8453,
      blockNumber: 22_812_345,
      balances: { [VITALIK]: 1_234_500_000_000_000_000n },
      contracts: { [BASE_USDC]: { name: 'USD Coin', symbol: 'USDC', decimals: 6, totalSupply: 3_912_345_678_901_234n, balances: { [VITALIK]: 2_500_123_456n }, interfaces: [] } },
    }),
  })
})
afterAll(async () => {
  await ethereum.close()
  await base.close()
})
const onEthereum = () => ethereum.url
const rpc = { 'rpc-ethereum': onEthereum, 'ipfs-gateway': onEthereum, 'rpc-base': () => base.url, 'rpc-polygon': onEthereum, 'rpc-arbitrum': onEthereum, 'rpc-optimism': onEthereum }

testPlugin(cryptoPlugin, {
  upstreams: { ...h.upstreams, ...rpc },
  examples: {
    'crypto.address-screen': { address: '0x098b716b8aaf21512996dc57eb0615e2383e2f96' },
    'crypto.address-validate': { chain: 'eth', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
    'crypto.decode-calldata': { data: '0xa9059cbb' },
  },
})
