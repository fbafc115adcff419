import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { predictPlugin } from '../src/index.ts'
import { fixture } from './_fixtures.ts'

const h = testHost({
  plugins: [predictPlugin],
  upstreams: ['polymarket-gamma'],
  routes: {
    'GET /events': fixture('polymarket-gamma', 'events.json'),
    'GET /public-search': (request) => (request.query.get('q') === 'fed' ? fixture('polymarket-gamma', 'public-search.json') : fixture('polymarket-gamma', 'public-search-empty.json')),
  },
})

describe('predict.events', () => {
  it('normalizes events with their markets and tags', async () => {
    const data = await h.ok('/api/predict/events')
    expect(data.items).toHaveLength(2)
    const [fed] = data.items
    expect(fed).toMatchObject({
      id: '35001', slug: 'fed-decision-in-december-2026', title: 'Fed decision in December 2026?', tags: ['politics', 'fed-rates', 'finance'],
      endDate: '2026-12-09', volume: 7034157.75, volume24h: 301714.75, openInterest: 1250331.2, negRisk: true, marketCount: 2,
    })
    expect(fed.markets.map((market: { groupItemTitle: string; price: number }) => [market.groupItemTitle, market.price])).toEqual([['25 bps decrease', 0.615], ['No change', 0.37]])
    expect(fed.markets[1].eventSlug).toBe('fed-decision-in-december-2026')
    expect(h.last().params).toEqual({ limit: '10', offset: '0', order: 'volume24hr', ascending: 'false', closed: 'false', active: 'true' })
  })
  it('sends tag, volume, dates and sort as Gamma names them', async () => {
    await h.ok('/api/predict/events?tag=Crypto&minVolume=1000&endBefore=2026-12-31&sort=endDate&ascending=true&status=all&limit=3')
    expect(h.last().params).toEqual({ limit: '3', offset: '0', order: 'endDate', ascending: 'true', tag_slug: 'crypto', volume_min: '1000', end_date_max: '2026-12-31T23:59:59Z' })
  })
  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/predict/events?limit=51', 'limit')
    await h.rejects('/api/predict/events?tag=a%20b', 'tag')
    await h.rejects('/api/predict/events?endAfter=2026-12-02&endBefore=2026-12-01', 'endBefore')
  })
  h.failures('GET /events', '/api/predict/events')
})

describe('predict.search', () => {
  it('answers the matching events with the provider\'s total', async () => {
    const data = await h.ok('/api/predict/search?q=fed')
    expect(data.total).toBe(1)
    expect(data.items[0]).toMatchObject({ slug: 'fed-decision-in-december-2026', marketCount: 2 })
    expect(h.last().params).toEqual({ q: 'fed', limit_per_type: '10', page: '1', events_status: 'active', keep_closed_markets: '0', search_tags: 'false', search_profiles: 'false' })
  })
  it('answers no match as zero items', async () => {
    expect(await h.ok('/api/predict/search?q=zzqx&status=all')).toMatchObject({ items: [], total: 0 })
    expect(h.last().query.has('events_status')).toBe(false)
  })
  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/predict/search', 'q')
    await h.rejects('/api/predict/search?q=x', 'q')
    await h.rejects('/api/predict/search?q=fed&page=0', 'page')
    await h.rejects('/api/predict/search?q=fed&status=open', 'status')
  })
  h.failures('GET /public-search', '/api/predict/search?q=fed')
})
