import { testHost } from '@svc/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { predictPlugin } from '../src/index.ts'
import { fixture } from './_fixtures.ts'

const h = testHost({
  plugins: [predictPlugin],
  upstreams: ['polymarket-gamma'],
  routes: {
    'GET /events': fixture('polymarket-gamma', 'events-nba.json'),
    'GET /events/slug/btc-updown-15m-1764170100': fixture('polymarket-gamma', 'event-btc-updown-15m.json'),
  },
})

describe('predict.sports', () => {
  it('lists a league\'s games with their markets, start, live score and status', async () => {
    const data = await h.ok('/api/predict/sports?league=NBA')
    expect(data.items[0]).toMatchObject({ title: 'Celtics vs. Lakers', gameStartTime: '2025-11-27T00:30:00Z', live: true, ended: false, score: '54-49', period: 'Q3', marketCount: 2, tags: ['sports', 'nba', 'games'] })
    expect(data.items[0].markets[0].outcomes.map((outcome: { name: string; price: number }) => [outcome.name, outcome.price])).toEqual([['Celtics', 0.64], ['Lakers', 0.36]])
    expect(h.last().params).toEqual({ limit: '10', offset: '0', order: 'volume24hr', ascending: 'false', closed: 'false', active: 'true', tag_slug: 'nba' })
  })
  it('covers every sport by default; date sorts go soonest first', async () => {
    await h.ok('/api/predict/sports?sort=startDate')
    expect(h.last().params).toMatchObject({ tag_slug: 'sports', order: 'startDate', ascending: 'true' })
  })
  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/predict/sports?league=n%20b%20a', 'league')
    await h.rejects('/api/predict/sports?sort=score', 'sort')
    await h.rejects('/api/predict/sports?endAfter=2025-12-02&endBefore=2025-12-01', 'endBefore')
  })
  h.failures('GET /events', '/api/predict/sports')
})

describe('predict.crypto-updown', () => {
  // 2025-11-26T15:21:40Z: inside the 15-minute window that starts at 15:15:00Z (unix 1764170100).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-11-26T15:21:40Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('reads the current window\'s event by its slug and answers the Up and Down prices', async () => {
    const data = await h.ok('/api/predict/crypto-updown?coin=BTC')
    expect(data.items).toHaveLength(1)
    expect(data.items[0]).toMatchObject({ coin: 'BTC', interval: '15m', windowStart: '2025-11-26T15:15:00.000Z', windowEnd: '2025-11-26T15:30:00.000Z', up: 0.535, down: 0.465, volume: 48211.06, closed: false })
    expect(h.last().path).toBe('/events/slug/btc-updown-15m-1764170100')
  })
  it('asks for the next windows too and keeps those listed', async () => {
    const data = await h.ok('/api/predict/crypto-updown?coin=btc&windows=3')
    expect(data.items).toHaveLength(1)
    expect(h.requests.slice(-3).map((request) => request.path).sort()).toEqual(['/events/slug/btc-updown-15m-1764170100', '/events/slug/btc-updown-15m-1764171000', '/events/slug/btc-updown-15m-1764171900'])
  })
  it('answers 404 when no window is listed', () => h.status('/api/predict/crypto-updown?coin=eth&interval=5m', 404, undefined, 'NOT_FOUND'))
  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/predict/crypto-updown', 'coin')
    await h.rejects('/api/predict/crypto-updown?coin=doge', 'coin')
    await h.rejects('/api/predict/crypto-updown?coin=btc&interval=1h', 'interval')
    await h.rejects('/api/predict/crypto-updown?coin=btc&windows=5', 'windows')
  })
  h.failures('GET /events/slug/btc-updown-15m-1764170100', '/api/predict/crypto-updown?coin=btc')
})
