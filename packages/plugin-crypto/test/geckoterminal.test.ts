import { describe, expect, it } from 'vitest'
import { fixture, harness } from './_harness.ts'

const POOL = '0xd0b53d9277642d899df5c87a3966a349a798f224'
const WETH = '0x4200000000000000000000000000000000000006'
const h = harness({
  'GET /networks': fixture('geckoterminal/networks.json'),
  [`GET /networks/base/pools/${POOL}/ohlcv/hour`]: fixture('geckoterminal/ohlcv-hour.json'),
  [`GET /networks/nowhere/pools/${POOL}/ohlcv/hour`]: fixture('geckoterminal/not-found.json', 404),
  'GET /networks/base/trending_pools': (request) => fixture(`geckoterminal/trending-page${request.query.get('page')}.json`),
  'GET /networks/base/new_pools': fixture('geckoterminal/token-pools.json'),
  'GET /search/pools': fixture('geckoterminal/search-weth.json'),
  [`GET /networks/base/tokens/${WETH}/pools`]: fixture('geckoterminal/token-pools.json'),
}, ['geckoterminal'])

const wethUsdc = {
  network: 'base', address: POOL, name: 'WETH / USDC 0.05%', dex: 'uniswap-v3-base', baseToken: WETH, quoteToken: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
  priceUsd: 3352.44, priceNative: 1, quotePriceUsd: 0.999912, fdvUsd: 10052345678.21, marketCapUsd: 10041234567.1, reserveUsd: 41234567.8912, volume24hUsd: 98123456.78,
  change24hPct: 1.92, buys24h: 6012, sells24h: 5881, createdAt: '2023-08-05T16:19:09Z',
}

describe('crypto.dex-networks', () => {
  it('lists network slugs with their platform ids', async () => {
    const { body } = await h.call('/api/crypto/dex-networks?limit=3')
    expect(h.last().headers.accept).toBe('application/json;version=20230302')
    expect(body.data.items).toStrictEqual([{ network: 'eth', name: 'Ethereum', assetPlatformId: 'ethereum' }, { network: 'bsc', name: 'BNB Chain', assetPlatformId: 'binance-smart-chain' }, { network: 'base', name: 'Base', assetPlatformId: 'base' }])
  })
  h.failures('GET /networks', '/api/crypto/dex-networks')
  h.refusals('/api/crypto/dex-networks', [['limit=0', 'limit'], ['limit=101', 'limit']])
})

describe('crypto.dex-ohlcv', () => {
  it('answers bars oldest first with the pair tokens', async () => {
    const { body } = await h.call(`/api/crypto/dex-ohlcv?network=base&address=${POOL}&timeframe=hour&aggregate=4&limit=3`)
    expect(h.last().params).toEqual({ aggregate: '4', limit: '3', currency: 'usd' })
    expect(body.data.items[0]).toStrictEqual({ time: '2024-11-23T08:00:00.000Z', open: 3331.02, high: 3345.9, low: 3327.5, close: 3340.1, volumeUsd: 1988102.3 })
    expect(body.data).toMatchObject({ total: 3, base: { address: WETH, symbol: 'WETH' }, quote: { symbol: 'USDC' } })
  })
  it('answers 404 for an unknown network or pool', async () => {
    expect(await h.call(`/api/crypto/dex-ohlcv?network=nowhere&address=${POOL}`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  h.failures(`GET /networks/base/pools/${POOL}/ohlcv/hour`, `/api/crypto/dex-ohlcv?network=base&address=${POOL}`)
  h.refusals('/api/crypto/dex-ohlcv', [[`address=${POOL}`, 'network'], ['network=base', 'address'], [`network=${'a'.repeat(41)}&address=${POOL}`, 'network'], [`network=base&address=${'a'.repeat(121)}`, 'address'], ['network=base&address=a%2F..%2Fb', 'address'], [`network=base&address=${POOL}&timeframe=week`, 'timeframe'], [`network=base&address=${POOL}&aggregate=61`, 'aggregate'], [`network=base&address=${POOL}&aggregate=0`, 'aggregate'], [`network=base&address=${POOL}&timeframe=minute&aggregate=59&limit=1000`, 'limit'], [`network=base&address=${POOL}&limit=1001`, 'limit']])
})

describe('crypto.dex-pools', () => {
  it('pages through trending pools up to the limit', async () => {
    const { body } = await h.call('/api/crypto/dex-pools?network=base&limit=21')
    expect(body.data.items).toHaveLength(21)
    expect(body.data.items[0]).toStrictEqual(wethUsdc)
    expect(body.data.items[20].name).toBe('TOKEN20 / WETH')
    expect(h.server.requestsTo('/networks/base/trending_pools').map((r) => r.query.get('page')).slice(-2)).toEqual(['1', '2'])
  })
  it('asks new pools for kind=new', async () => {
    const { body } = await h.call('/api/crypto/dex-pools?network=base&kind=new&limit=5')
    expect(h.last().path).toBe('/networks/base/new_pools')
    expect(body.data.items).toHaveLength(2)
    expect(body.data.items[1].marketCapUsd).toBeNull()
  })
  h.failures('GET /networks/base/trending_pools', '/api/crypto/dex-pools?network=base')
  h.refusals('/api/crypto/dex-pools', [['', 'network'], ['network=base&kind=hot', 'kind'], ['network=base&limit=51', 'limit'], ['network=Base%20Chain', 'network']])
})

describe('crypto.dex-search', () => {
  it('searches pools, on one network when given', async () => {
    const { body } = await h.call('/api/crypto/dex-search?query=weth&network=base')
    expect(h.last().params).toEqual({ query: 'weth', network: 'base', page: '1' })
    expect(body.data.items).toStrictEqual([wethUsdc])
  })
  it('answers no match as an empty list', async () => {
    h.set('GET /search/pools', { body: { data: [] } })
    expect((await h.call('/api/crypto/dex-search?query=zzzz')).body.data.items).toEqual([])
  })
  h.failures('GET /search/pools', '/api/crypto/dex-search?query=weth')
  h.refusals('/api/crypto/dex-search', [['', 'query'], [`query=${'q'.repeat(121)}`, 'query'], [`query=x&network=${'n'.repeat(41)}`, 'network'], ['query=x&limit=51', 'limit']])
})

describe('crypto.dex-token-pools', () => {
  it('answers the pools of a token', async () => {
    const { body } = await h.call(`/api/crypto/dex-token-pools?network=base&address=${WETH}&limit=1`)
    expect(body.data.items).toStrictEqual([wethUsdc])
  })
  it('answers 404 for an unknown token', async () => {
    expect((await h.call('/api/crypto/dex-token-pools?network=base&address=0xdead')).status).toBe(404)
  })
  h.failures(`GET /networks/base/tokens/${WETH}/pools`, `/api/crypto/dex-token-pools?network=base&address=${WETH}`)
  h.refusals('/api/crypto/dex-token-pools', [[`address=${WETH}`, 'network'], ['network=base', 'address'], [`network=base&address=${WETH}&limit=0`, 'limit']])
})
