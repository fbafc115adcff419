import { describe, expect, it } from 'vitest'
import { fixture, harness } from './_harness.ts'

const h = harness({
  'GET /protocols': fixture('defillama/protocols.json'),
  'GET /v2/chains': fixture('defillama/chains.json'),
  'GET /v2/historicalChainTvl/Ethereum': fixture('defillama/historical-chain-tvl-ethereum.json'),
  'GET /v2/historicalChainTvl/Nowhere': fixture('defillama/no-chain.txt', 400),
  'GET /protocol/aave-v3': fixture('defillama/protocol-aave-v3.json'),
  'GET /protocol/nope': fixture('defillama/protocol-not-found.txt', 400),
  'GET /overview/fees': fixture('defillama/overview-fees.json'),
  'GET /overview/dexs': fixture('defillama/overview-dexs.json'),
  'GET /pools': fixture('defillama/pools.json'),
  'GET /stablecoins': fixture('defillama/stablecoins.json'),
}, ['defillama', 'defillama-yields', 'defillama-stablecoins'])

describe('crypto.defi', () => {
  it('lists protocols by TVL with the total across chains', async () => {
    const { status, body } = await h.call('/api/crypto/defi?limit=2')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 3, totalTvlUsd: 72112345678.31 + 5612345678.2 + 3312345678.9 + 6512345678.4, meta: { mode: 'list' } })
    expect(body.data.items.map((p: { slug: string }) => p.slug)).toEqual(['binance-cex', 'aave-v3'])
    expect(body.meta.attribution).toStrictEqual([{ provider: 'DefiLlama', text: 'Data from DefiLlama', url: 'https://defillama.com/' }])
    expect(body.data.items[1]).toStrictEqual({
      name: 'AAVE V3', slug: 'aave-v3', symbol: 'AAVE', category: 'Lending', chains: ['Ethereum', 'Arbitrum', 'Base', 'Polygon', 'Optimism'], tvlUsd: 21234567890.12,
      change1dPct: 1.84, change7dPct: 6.01, mcapUsd: null, url: 'https://aave.com', twitter: 'aave', geckoId: null,
    })
    expect(body.data.items[0]).toMatchObject({ symbol: null, chains: ['Bitcoin', 'Ethereum', 'BSC'] })
  })
  it('looks up one protocol by slug or name', async () => {
    const { body } = await h.call('/api/crypto/defi?protocol=Aerodrome%20V1')
    expect(body.data).toMatchObject({ total: 1, meta: { mode: 'lookup', by: 'protocol' } })
    expect(body.data.items[0]).toMatchObject({ slug: 'aerodrome-v1', tvlUsd: 1012345678.9, mcapUsd: 1402345678, chainTvlsUsd: { Base: 1012345678.9, 'Base-staking': 400000000 } })
    expect(await h.call('/api/crypto/defi?protocol=unknown-thing')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  it('answers one chain with its TVL and top protocols on it', async () => {
    const { body } = await h.call('/api/crypto/defi?chain=base')
    expect(body.data.items).toStrictEqual([{
      chain: 'Base', tvlUsd: 3312345678.9, tokenSymbol: null, chainId: 8453, protocolCount: 2,
      topProtocols: [{ name: 'AAVE V3', slug: 'aave-v3', category: 'Lending', tvlUsd: 1200000000 }, { name: 'Aerodrome V1', slug: 'aerodrome-v1', category: 'Dexs', tvlUsd: 1012345678.9 }],
    }])
    expect(await h.call('/api/crypto/defi?chain=atlantis')).toMatchObject({ status: 404 })
  })
  it('matches /protocols\' old chain names ("Binance") to /v2/chains\' current ones ("BSC")', async () => {
    const { body } = await h.call('/api/crypto/defi?chain=bsc')
    expect(body.data.items[0]).toMatchObject({ chain: 'BSC', chainId: 56, protocolCount: 1, topProtocols: [{ slug: 'binance-cex', tvlUsd: 40123456789.5 }] })
  })
  h.failures('GET /protocols', '/api/crypto/defi')
  h.refusals('/api/crypto/defi', [['protocol=aave&chain=Ethereum', 'protocol'], [`protocol=${'a'.repeat(121)}`, 'protocol'], [`chain=${'a'.repeat(61)}`, 'chain'], ['chain=', 'chain'], ['limit=0', 'limit'], ['limit=101', 'limit']])
})

describe('crypto.defi-chains', () => {
  it('ranks chains by TVL', async () => {
    const { body } = await h.call('/api/crypto/defi-chains?limit=2')
    expect(body.data.total).toBe(4)
    expect(body.data.items).toStrictEqual([
      { rank: 1, name: 'Ethereum', tvlUsd: 72112345678.31, tokenSymbol: 'ETH', chainId: 1, geckoId: 'ethereum' },
      { rank: 2, name: 'Bitcoin', tvlUsd: 6512345678.4, tokenSymbol: 'BTC', chainId: null, geckoId: 'bitcoin' },
    ])
  })
  h.failures('GET /v2/chains', '/api/crypto/defi-chains')
  h.refusals('/api/crypto/defi-chains', [['limit=0', 'limit'], ['limit=201', 'limit']])
})

describe('crypto.chain-tvl-history', () => {
  it('answers daily points, the last `limit` ones', async () => {
    const { body } = await h.call('/api/crypto/chain-tvl-history?chain=Ethereum&limit=2')
    expect(body.data).toMatchObject({ total: 3, chain: 'Ethereum' })
    expect(body.data.items).toStrictEqual([{ date: '2024-11-21', tvlUsd: 71234567890.2 }, { date: '2024-11-22', tvlUsd: 72112345678.31 }])
  })
  it('answers 404 for a chain DefiLlama does not know', async () => {
    expect(await h.call('/api/crypto/chain-tvl-history?chain=Nowhere')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  h.failures('GET /v2/historicalChainTvl/Ethereum', '/api/crypto/chain-tvl-history?chain=Ethereum')
  h.refusals('/api/crypto/chain-tvl-history', [['', 'chain'], [`chain=${'x'.repeat(41)}`, 'chain'], ['chain=Ethereum&limit=1001', 'limit'], ['chain=Ethereum&limit=0', 'limit']])
})

describe('crypto.defi-protocol-history', () => {
  it('answers the TVL series with the chains and current TVL per real chain', async () => {
    const { body } = await h.call('/api/crypto/defi-protocol-history?slug=AAVE-V3&limit=2')
    expect(h.last().path).toBe('/protocol/aave-v3')
    expect(body.data).toMatchObject({ total: 3, protocol: 'AAVE V3', slug: 'aave-v3', chains: ['Ethereum', 'Arbitrum', 'BSC'] })
    expect(body.data.currentTvlByChain).toStrictEqual({ Ethereum: 17001234567.1, Arbitrum: 1500000000.5, BSC: 780000000 })
    // the series ends with the latest hourly record, on the same day as the last midnight: it wins
    expect(body.data.items).toStrictEqual([{ date: '2024-11-21', tvlUsd: 19070000000.25 }, { date: '2024-11-22', tvlUsd: 19281234567.6 }])
  })
  it('answers 404 for an unknown slug', async () => {
    expect(await h.call('/api/crypto/defi-protocol-history?slug=nope')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  h.failures('GET /protocol/aave-v3', '/api/crypto/defi-protocol-history?slug=aave-v3')
  h.refusals('/api/crypto/defi-protocol-history', [['', 'slug'], ['slug=..%2Fprotocols', 'slug'], [`slug=${'a'.repeat(81)}`, 'slug'], ['slug=aave&limit=1001', 'limit']])
})

describe('crypto.defi-fees', () => {
  it('ranks by the chosen total and skips rows without it', async () => {
    const { body } = await h.call('/api/crypto/defi-fees?sort=total24h&limit=5')
    expect(h.last().query.get('excludeTotalDataChart')).toBe('true')
    expect(body.data).toMatchObject({ kind: 'fees', total: 2, totals: { total24h: 52412345.6, total7d: 361234567.8, total30d: 1501234567.8 } })
    expect(body.data.items[0]).toStrictEqual({ name: 'Tether', slug: 'tether', category: 'Stablecoin Issuer', chains: ['Ethereum', 'Tron'], total24h: 7812345.1, total7d: 52123456.7, total30d: 221234567.8, total1y: 2401234567.9, change1mPct: 5.35 })
    const by7d = await h.call('/api/crypto/defi-fees?kind=dexs&sort=total7d')
    expect(h.last().path).toBe('/overview/dexs')
    expect(by7d.body.data.items.map((row: { name: string }) => row.name)).toEqual(['PancakeSwap AMM V3', 'Uniswap V3', 'Fresh DEX'])
    expect(by7d.body.data.items[2]).toMatchObject({ slug: 'fresh-dex', total24h: null, total1y: null, change1mPct: null })
  })
  h.failures('GET /overview/fees', '/api/crypto/defi-fees')
  h.refusals('/api/crypto/defi-fees', [['kind=options', 'kind'], ['sort=total1y', 'sort'], ['limit=101', 'limit']])
})

describe('crypto.defi-yields', () => {
  it('filters and sorts pools', async () => {
    const { body } = await h.call('/api/crypto/defi-yields?symbol=usdc&sort=apy')
    expect(body.data.total).toBe(3)
    expect(body.data.items.map((pool: { pool: string }) => pool.pool)).toEqual(['b4a2f5e8-3f6f-4c3a-b1f7-5d2a2c4e5f60', 'd9fa8e14-0447-4207-9ae8-7810199dfa1f', 'aa70268e-4b52-42bf-a116-608b370f9501'])
    const stable = await h.call('/api/crypto/defi-yields?project=aave-v3&chain=ethereum&minApy=5&minTvlUsd=1000000')
    expect(stable.body.data.items).toStrictEqual([{
      pool: 'aa70268e-4b52-42bf-a116-608b370f9501', chain: 'Ethereum', project: 'aave-v3', symbol: 'USDC', poolMeta: null, tvlUsd: 2412345678.9, apy: 5.12, apyBase: 5.12, apyReward: null, apyMean30d: 4.8,
      trend: { apyChange1d: 0.4, apyChange7d: 0.9, apyChange30d: 1.1, forecast: 'Stable/Up', forecastProbability: 66 }, stablecoin: true, ilRisk: 'no', exposure: 'single',
      rewardTokens: [], underlyingTokens: ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],
    }])
  })
  it('takes empty chain, project and symbol as no filter (the spec gives only a maximum)', async () => {
    const all = await h.call('/api/crypto/defi-yields')
    const empty = await h.call('/api/crypto/defi-yields?chain=&project=&symbol=')
    expect(empty.status).toBe(200)
    expect(empty.body.data.items).toEqual(all.body.data.items)
    expect(empty.body.data.total).toBeGreaterThan(3)
  })
  it('answers no match as an empty list', async () => {
    expect((await h.call('/api/crypto/defi-yields?minApy=1000')).body.data).toMatchObject({ items: [], total: 0 })
  })
  h.failures('GET /pools', '/api/crypto/defi-yields')
  h.refusals('/api/crypto/defi-yields', [[`chain=${'x'.repeat(41)}`, 'chain'], [`project=${'x'.repeat(61)}`, 'project'], [`symbol=${'x'.repeat(41)}`, 'symbol'], ['minApy=-1', 'minApy'], ['minTvlUsd=-5', 'minTvlUsd'], ['sort=risk', 'sort'], ['limit=101', 'limit']])
})

describe('crypto.stablecoins', () => {
  it('ranks by circulating value with 1d/7d/30d changes and top chains', async () => {
    const { body } = await h.call('/api/crypto/stablecoins')
    expect(h.last().query.get('includePrices')).toBe('true')
    expect(body.data.total).toBe(5)
    expect(body.data.items[0]).toStrictEqual({
      id: '1', name: 'Tether', symbol: 'USDT', geckoId: 'tether', pegType: 'peggedUSD', pegMechanism: 'fiat-backed', price: 1.001, circulating: 132512345678.5,
      change1dPct: 0.3788, change7dPct: 1.9229, change30dPct: 10.4156, chainCount: 3,
      topChains: [{ chain: 'Ethereum', circulating: 70012345678 }, { chain: 'Tron', circulating: 60012345678 }, { chain: 'Base', circulating: 2487654322.5 }],
    })
  })
  it('reads DefiLlama\'s 0 for "no record" as unknown, and a chain entry without per-chain history', async () => {
    const { body } = await h.call('/api/crypto/stablecoins')
    const usd1 = body.data.items.find((row: { symbol: string }) => row.symbol === 'USD1')
    expect(usd1).toMatchObject({ circulating: 2100000000, change1dPct: 5, change7dPct: 40, change30dPct: null, topChains: [{ chain: 'BSC', circulating: 2000000000 }, { chain: 'Ethereum', circulating: 100000000 }] })
    const trxd = body.data.items.find((row: { symbol: string }) => row.symbol === 'TRXD')
    expect(trxd).toMatchObject({ price: null, geckoId: null, change7dPct: null, chainCount: 1, topChains: [{ chain: 'Tron', circulating: 5000000 }] })
  })
  it('filters by peg type, symbol and chain', async () => {
    expect((await h.call('/api/crypto/stablecoins?pegType=peggedEUR')).body.data.items.map((row: { symbol: string }) => row.symbol)).toEqual(['EURC'])
    expect((await h.call('/api/crypto/stablecoins?symbol=usdc')).body.data.total).toBe(1)
    const base = await h.call('/api/crypto/stablecoins?chain=base')
    expect(base.body.data.items.map((row: { symbol: string; circulating: number }) => [row.symbol, row.circulating])).toEqual([['USDC', 3000000000], ['USDT', 2487654322.5], ['EURC', 20000000]])
  })
  h.failures('GET /stablecoins', '/api/crypto/stablecoins')
  h.refusals('/api/crypto/stablecoins', [['pegType=gold', 'pegType'], [`symbol=${'x'.repeat(21)}`, 'symbol'], ['limit=0', 'limit']])
})
