import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { predictPlugin } from '../src/index.ts'
import { fixture } from './_fixtures.ts'

const MARKET = '0x5a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9'
const WALLET = '0x1111111111111111111111111111111111111111'
const YES = '71321045679252212594626385532706912750332728571942532289631379312455583992563'

const h = testHost({
  plugins: [predictPlugin],
  upstreams: ['polymarket-data'],
  routes: {
    'GET /trades': fixture('polymarket-data', 'trades.json'),
    'GET /activity': fixture('polymarket-data', 'activity.json'),
    'GET /holders': fixture('polymarket-data', 'holders.json'),
    'GET /positions': fixture('polymarket-data', 'positions.json'),
    'GET /value': fixture('polymarket-data', 'value.json'),
    'GET /traded': fixture('polymarket-data', 'traded.json'),
    'GET /v1/leaderboard': fixture('polymarket-data', 'leaderboard.json'),
  },
})
/** The last leaderboard request of the leaderboard operation (a wallet lookup's, which names a user, can arrive late: calls wait their turn under the Data API's rate limit). */
const board = () => Object.fromEntries(h.requests.filter((request) => request.path === '/v1/leaderboard' && !request.query.has('user')).at(-1)!.query)

describe('predict.whales', () => {
  it('asks for trades above the USD floor and keeps only those', async () => {
    const data = await h.ok('/api/predict/whales')
    expect(data.items.map((trade: { usd: number }) => trade.usd)).toEqual([15500])
    expect(h.last('/trades').params).toEqual({ takerOnly: 'true', filterType: 'CASH', filterAmount: '10000', limit: '50', offset: '0' })
    await h.ok(`/api/predict/whales?minUsd=1000&market=${MARKET}&side=sell&limit=5`)
    expect(h.last('/trades').params).toEqual({ market: MARKET, side: 'SELL', takerOnly: 'true', filterType: 'CASH', filterAmount: '1000', limit: '5', offset: '0' })
  })
  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/predict/whales?minUsd=999', 'minUsd')
    await h.rejects('/api/predict/whales?market=x', 'market')
  })
  h.failures('GET /trades', '/api/predict/whales')
})

describe('predict.activity', () => {
  it('normalizes a wallet\'s activity, empty members as null', async () => {
    const data = await h.ok(`/api/predict/activity?wallet=${WALLET.toUpperCase().replace('0X', '0x')}`)
    expect(data.items[0]).toMatchObject({ time: '2025-11-26T15:20:00.000Z', type: 'TRADE', side: 'BUY', outcome: 'Yes', price: 0.62, size: 25000, usd: 15500, tokenId: YES })
    expect(data.items[1]).toMatchObject({ type: 'REDEEM', side: null, outcome: null, tokenId: null, usd: 1000, slug: 'will-bitcoin-reach-150k-by-december-31-2026' })
    expect(h.last('/activity').params).toEqual({ user: WALLET, limit: '50', offset: '0', sortBy: 'TIMESTAMP', sortDirection: 'DESC' })
  })
  it('sends type, side, market and dates as unix seconds', async () => {
    await h.ok(`/api/predict/activity?wallet=${WALLET}&type=redeem&side=buy&market=${MARKET}&from=2025-11-01&to=2025-11-30`)
    expect(h.last('/activity').params).toMatchObject({ type: 'REDEEM', side: 'BUY', market: MARKET, start: '1761955200', end: '1764547199' })
  })
  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/predict/activity', 'wallet')
    await h.rejects(`/api/predict/activity?wallet=${WALLET}&type=buy`, 'type')
    await h.rejects(`/api/predict/activity?wallet=${WALLET}&from=2025-11-30&to=2025-11-01`, 'to')
  })
  h.failures('GET /activity', `/api/predict/activity?wallet=${WALLET}`)
})

describe('predict.holders', () => {
  it('flattens holders per outcome token with their rank', async () => {
    const data = await h.ok(`/api/predict/holders?market=${MARKET}`)
    expect(data.total).toBe(3)
    expect(data.items[0]).toEqual({ tokenId: YES, outcomeIndex: 0, rank: 1, wallet: WALLET, trader: 'examplewhale', shares: 250000.5, verified: false })
    expect(data.items[1]).toMatchObject({ rank: 2, trader: 'Quiet-Example', verified: null })
    expect(data.items[2]).toMatchObject({ outcomeIndex: 1, rank: 1, verified: true })
    expect(h.last('/holders').params).toEqual({ market: MARKET, limit: '20', minBalance: '1' })
  })
  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/predict/holders', 'market')
    await h.rejects(`/api/predict/holders?market=${MARKET}&limit=21`, 'limit')
  })
  h.failures('GET /holders', `/api/predict/holders?market=${MARKET}`)
})

describe('predict.positions', () => {
  it('normalizes open positions with profit and loss', async () => {
    const data = await h.ok(`/api/predict/positions?wallet=${WALLET}`)
    expect(data.items[0]).toEqual({
      wallet: WALLET, conditionId: MARKET, tokenId: YES, title: 'Will the Fed cut interest rates at the December 2026 meeting?', slug: 'fed-cuts-rates-in-december-2026',
      eventSlug: 'fed-decision-in-december-2026', outcome: 'Yes', outcomeIndex: 0, shares: 25000, avgPrice: 0.58, currentPrice: 0.615, cost: 14500, value: 15375,
      pnl: 875, pnlPercent: 6.0344, realizedPnl: 0, redeemable: false, endDate: '2026-12-09',
    })
    expect(h.last('/positions').params).toEqual({ user: WALLET, sizeThreshold: '1', sortBy: 'CURRENT', sortDirection: 'DESC', limit: '50', offset: '0' })
    await h.ok(`/api/predict/positions?wallet=${WALLET}&sort=pnl&redeemable=true&minSize=0`)
    expect(h.last('/positions').params).toMatchObject({ sortBy: 'CASHPNL', redeemable: 'true', sizeThreshold: '0' })
  })
  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/predict/positions?wallet=abc', 'wallet')
    await h.rejects(`/api/predict/positions?wallet=${WALLET}&sort=size-desc`, 'sort')
  })
  h.failures('GET /positions', `/api/predict/positions?wallet=${WALLET}`)
})

describe('predict.wallet', () => {
  it('joins value, markets traded and the all-time leaderboard row', async () => {
    const data = await h.ok(`/api/predict/wallet?wallet=${WALLET}`)
    expect(data.items[0]).toEqual({
      wallet: WALLET, name: 'examplewhale', xUsername: 'example', verified: true, positionsValue: 15375, marketsTraded: 212, volume: 18250331.2, pnl: 1203345.75, rank: 1,
      profileUrl: `https://polymarket.com/profile/${WALLET}`,
    })
    expect(h.last('/v1/leaderboard').params).toEqual({ user: WALLET, timePeriod: 'ALL', orderBy: 'PNL', category: 'OVERALL' })
  })
  it('answers nulls for a wallet absent from the leaderboard', async () => {
    const data = await h.ok('/api/predict/wallet?wallet=0x4444444444444444444444444444444444444444')
    expect(data.items[0]).toMatchObject({ name: null, rank: null, pnl: null, positionsValue: 15375 })
  })
  it('rejects a bad wallet naming the field', () => h.rejects('/api/predict/wallet?wallet=0x12', 'wallet'))
  h.failures('GET /traded', `/api/predict/wallet?wallet=${WALLET}`)
})

describe('predict.leaderboard', () => {
  it('normalizes the leaderboard with its rank as a number', async () => {
    const data = await h.ok('/api/predict/leaderboard')
    expect(data.items[0]).toEqual({ rank: 1, wallet: WALLET, name: 'examplewhale', xUsername: 'example', verified: true, pnl: 1203345.75, volume: 18250331.2 })
    expect(data.items[1]).toMatchObject({ rank: 2, name: null })
    expect(board()).toEqual({ timePeriod: 'MONTH', orderBy: 'PNL', category: 'OVERALL', limit: '25', offset: '0' })
    await h.ok('/api/predict/leaderboard?period=day&by=volume&category=crypto&limit=50')
    expect(board()).toMatchObject({ timePeriod: 'DAY', orderBy: 'VOL', category: 'CRYPTO', limit: '50' })
  })
  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/predict/leaderboard?period=year', 'period')
    await h.rejects('/api/predict/leaderboard?category=football', 'category')
    await h.rejects('/api/predict/leaderboard?limit=51', 'limit')
  })
  h.failures('GET /v1/leaderboard', '/api/predict/leaderboard')
})
