import { describe, expect, it } from 'vitest'
import { fixture, harness } from './_harness.ts'

const USDC_BASE = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'
const h = harness({
  'GET /coins/bitcoin': fixture('coingecko/coin-bitcoin.json'),
  'GET /coins/nope': fixture('coingecko/coin-not-found.json', 404),
  [`GET /coins/base/contract/${USDC_BASE}`]: fixture('coingecko/contract-base-usdc.json'),
  'GET /coins/bitcoin/market_chart': fixture('coingecko/market-chart-bitcoin-3.json'),
  'GET /coins/markets': fixture('coingecko/markets.json'),
  'GET /global': fixture('coingecko/global.json'),
  'GET /search/trending': fixture('coingecko/trending.json'),
  'GET /simple/token_price/base': fixture('coingecko/token-price-base.json'),
}, ['coingecko'])

describe('crypto.coin', () => {
  it('answers price, cap, ATH/ATL, supplies, changes and cleaned links', async () => {
    const { status, body } = await h.call('/api/crypto/coin?id=bitcoin')
    expect(status).toBe(200)
    expect(h.last().query.get('tickers')).toBe('false')
    expect(h.last().headers['x-cg-demo-api-key']).toBe('test-key')
    expect(body.data.items[0]).toStrictEqual({
      id: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', marketCapRank: 1, priceUsd: 98890, marketCapUsd: 1956123456789, fdvUsd: 2076690000000, volume24hUsd: 63123456789,
      high24hUsd: 99588, low24hUsd: 97126,
      ath: { usd: 99645, changePct: -0.75, date: '2024-11-22T14:33:00.000Z' }, atl: { usd: 67.81, changePct: 145735.01, date: '2013-07-06T00:00:00.000Z' },
      supply: { circulating: 19785431, total: 21000000, max: 21000000 }, changePct: { '24h': 1.148, '7d': 8.91, '30d': 45.8, '1y': 164.2 },
      categories: ['Cryptocurrency', 'Layer 1 (L1)', 'FTX Holdings', 'Proof of Work (PoW)'], genesisDate: '2009-01-03',
      links: { homepage: ['http://www.bitcoin.org'], whitepaper: 'https://bitcoin.org/bitcoin.pdf', explorers: ['https://mempool.space/', 'https://blockchair.com/bitcoin/'], twitter: 'bitcoin', telegram: null, reddit: 'https://www.reddit.com/r/Bitcoin/', github: ['https://github.com/bitcoin/bitcoin', 'https://github.com/bitcoin/bips'] },
      image: 'https://coin-images.coingecko.com/coins/images/1/large/bitcoin.png?1696501400', lastUpdated: '2024-11-23T10:14:25.139Z',
    })
  })
  it('lower-cases the id as CoinGecko spells them', async () => {
    expect((await h.call('/api/crypto/coin?id=Bitcoin')).status).toBe(200)
    expect(h.last().path).toBe('/coins/bitcoin')
  })
  it('answers 404 for an unknown id', async () => {
    expect(await h.call('/api/crypto/coin?id=nope')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  h.failures('GET /coins/bitcoin', '/api/crypto/coin?id=bitcoin')
  h.refusals('/api/crypto/coin', [['', 'id'], [`id=${'a'.repeat(81)}`, 'id'], ['id=..%2Fglobal', 'id']])
})

describe('crypto.token-info', () => {
  it('answers the coin behind a contract with its decimals on that chain and its other addresses', async () => {
    const { body } = await h.call('/api/crypto/token-info?chain=base&address=0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')
    expect(body.data.items[0]).toMatchObject({
      chain: 'base', address: USDC_BASE, decimals: 6, id: 'usd-coin', symbol: 'USDC', priceUsd: 0.999795, marketCapRank: 6,
      addresses: { ethereum: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', base: USDC_BASE, 'polygon-pos': '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359', solana: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
      description: 'USDC is a fully collateralized US dollar stablecoin.', supply: { circulating: 38012345678, total: 38015000000, max: null },
    })
  })
  it('answers 404 for a contract CoinGecko does not track', async () => {
    const { status } = await h.call('/api/crypto/token-info?chain=base&address=0x0000000000000000000000000000000000000001')
    expect(status).toBe(404)
  })
  h.failures(`GET /coins/base/contract/${USDC_BASE}`, `/api/crypto/token-info?chain=base&address=${USDC_BASE}`)
  h.refusals('/api/crypto/token-info', [[`address=${USDC_BASE}`, 'chain'], [`chain=tron&address=${USDC_BASE}`, 'chain'], ['chain=base&address=0x1234', 'address']])
})

describe('crypto.coin-history', () => {
  it('joins prices, caps and volumes by time', async () => {
    const { body } = await h.call('/api/crypto/coin-history?id=bitcoin&days=3&vs=USD')
    expect(h.last().params).toEqual({ vs_currency: 'usd', days: '3' })
    expect(body.data).toMatchObject({ id: 'bitcoin', vs: 'usd', days: 3, total: 3 })
    expect(body.data.items[2]).toStrictEqual({ time: '2024-11-23T00:00:00.000Z', price: 98890, marketCap: 1956123456789.3, volume: 63123456789.3 })
  })
  it('takes an empty vs as the default usd (the spec gives only a maximum)', async () => {
    expect((await h.call('/api/crypto/coin-history?id=bitcoin&vs=')).body.data).toMatchObject({ vs: 'usd' })
    expect(h.last().query.get('vs_currency')).toBe('usd')
  })
  it('answers 502 when the series do not line up', async () => {
    h.set('GET /coins/bitcoin/market_chart', { body: { prices: [[1, 2]], market_caps: [], total_volumes: [] } })
    expect((await h.call('/api/crypto/coin-history?id=bitcoin')).status).toBe(502)
  })
  it('answers 400 when CoinGecko refuses the currency', async () => {
    h.set('GET /coins/bitcoin/market_chart', { status: 400, body: { error: 'invalid vs_currency' } })
    expect(await h.call('/api/crypto/coin-history?id=bitcoin&vs=xyz')).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT' } })
  })
  h.failures('GET /coins/bitcoin/market_chart', '/api/crypto/coin-history?id=bitcoin')
  h.refusals('/api/crypto/coin-history', [['id=bitcoin&days=0', 'days'], ['id=bitcoin&days=366', 'days'], ['id=bitcoin&vs=abcdefghijk', 'vs'], ['id=bitcoin&vs=us1', 'vs']])
})

describe('crypto.markets', () => {
  it('answers the top coins with 24h and 7d changes', async () => {
    const { body } = await h.call('/api/crypto/markets?limit=2')
    expect(h.last().query.get('per_page')).toBe('2')
    expect(h.last().query.get('price_change_percentage')).toBe('24h,7d')
    expect(body.data.items[1]).toStrictEqual({ rank: 2, id: 'ethereum', symbol: 'ETH', name: 'Ethereum', priceUsd: 3351.2, marketCapUsd: 403512345678, volume24hUsd: 31123456789, change24hPct: 1.21, change7dPct: 7.43, image: 'https://coin-images.coingecko.com/coins/images/279/large/ethereum.png?1696501628', lastUpdated: '2024-11-23T10:14:21.871Z' })
  })
  h.failures('GET /coins/markets', '/api/crypto/markets')
  h.refusals('/api/crypto/markets', [['limit=0', 'limit'], ['limit=101', 'limit']])
})

describe('crypto.global', () => {
  it('answers totals, dominance and counts', async () => {
    const { body } = await h.call('/api/crypto/global')
    expect(body.data.items).toStrictEqual([{
      totalMarketCapUsd: 3401234567890.1, totalVolume24hUsd: 240123456789.1, marketCapChange24hPct: 1.4321,
      dominancePct: { btc: 57.51, eth: 11.87, usdt: 3.89, sol: 3.4, bnb: 2.61 }, activeCryptocurrencies: 15412, markets: 1198, updatedAt: '2024-11-23T10:15:45.000Z',
    }])
  })
  h.failures('GET /global', '/api/crypto/global')
})

describe('crypto.trending', () => {
  it('answers trending coins with dollar strings turned into numbers', async () => {
    const { body } = await h.call('/api/crypto/trending')
    expect(body.data.items[0]).toStrictEqual({ rank: 1, id: 'pudgy-penguins', name: 'Pudgy Penguins', symbol: 'PENGU', marketCapRank: 90, priceUsd: 0.0336, priceBtc: 3.4e-7, change24hPct: 12.4, marketCapUsd: 2112345678, volume24hUsd: 1012345678, image: 'https://coin-images.coingecko.com/coins/images/52622/large/PUDGY.png' })
  })
  it('answers NFTs and categories', async () => {
    expect((await h.call('/api/crypto/trending?kind=nfts')).body.data.items).toStrictEqual([{ rank: 1, id: 'pudgy-penguins', name: 'Pudgy Penguins', symbol: 'PPG', floorPrice: 21.5, floorCurrency: 'ETH', floorChange24hPct: 7.9 }])
    expect((await h.call('/api/crypto/trending?kind=categories')).body.data.items).toStrictEqual([{ rank: 1, id: 251, name: 'Meme', slug: 'meme-token', coinCount: 2112, marketCapUsd: 121234567890.1, marketCapChange24hPct: 4.4 }])
  })
  h.failures('GET /search/trending', '/api/crypto/trending')
  h.refusals('/api/crypto/trending', [['kind=pools', 'kind'], ['limit=31', 'limit']])
})

describe('crypto.token-price', () => {
  it('prices tracked tokens and reports untracked ones as not found', async () => {
    const other = '0x0000000000000000000000000000000000000bad'
    const { body } = await h.call(`/api/crypto/token-price?chain=base&addresses=0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913,${other}`)
    expect(h.last().query.get('contract_addresses')).toBe(`${USDC_BASE},${other}`)
    expect(body.data.total).toBe(1)
    expect(body.data.items).toStrictEqual([
      { address: USDC_BASE, found: true, price: 0.999795, marketCap: 38012345678.1, volume24h: 9512345678.2, change24hPct: -0.0123, lastUpdated: '2024-11-23T10:15:00.000Z' },
      { address: other, found: false, price: null, marketCap: null, volume24h: null, change24hPct: null, lastUpdated: null },
    ])
  })
  h.failures('GET /simple/token_price/base', `/api/crypto/token-price?chain=base&addresses=${USDC_BASE}`)
  h.refusals('/api/crypto/token-price', [[`addresses=${USDC_BASE}`, 'chain'], ['chain=base', 'addresses'], ['chain=base&addresses=0x12,0x34', 'addresses'], [`chain=base&addresses=${Array.from({ length: 11 }, (_, i) => `0x${String(i).padStart(40, '0')}`).join(',')}`, 'addresses'], [`chain=base&addresses=${USDC_BASE}&vs=u%24d`, 'vs']])
})
