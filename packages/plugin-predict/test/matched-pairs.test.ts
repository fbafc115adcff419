import { createTestPaymentGate, TEST_PAYER_HEADER, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { matchScore, pairUp, wordsOf } from '../src/matching.ts'
import { predictPlugin } from '../src/index.ts'
import { fixture } from './_fixtures.ts'

describe('matching (known answers worked by hand)', () => {
  it('keeps significant words, spells out months and drops thousands separators', () => {
    expect([...wordsOf('Will Bitcoin reach $150,000 by Dec 31, 2026?')]).toEqual(['bitcoin', 'reach', '150000', 'december', '31', '2026'])
  })
  it('scores word overlap plus closeness of the closing dates', () => {
    // {fed, cut, interest, rates, december, 2026, meeting} vs {fed, decision, december, 2026, cut, 25bps}: 4 shared of 9 -> 0.4444, +0.1 same day.
    expect(matchScore('Will the Fed cut interest rates at the December 2026 meeting?', 'Fed decision in Dec 2026? Cut 25bps', '2026-12-09', '2026-12-09')).toBe(0.5444)
    // Same words, closing dates 60 days apart: -0.2.
    expect(matchScore('Fed decision in Dec 2026?', 'Fed decision in Dec 2026?', '2026-10-10', '2026-12-09')).toBe(0.8)
    expect(matchScore('Will it rain in NYC?', 'Bitcoin above 100k', null, null)).toBe(0)
  })
  it('pairs one to one, best first', () => {
    const pairs = pairUp(['ab', 'a'], ['a', 'ab'], (x, y) => (x === y ? 1 : 0.6), 0.5)
    expect(pairs).toEqual([{ a: 'ab', b: 'ab', score: 1 }, { a: 'a', b: 'a', score: 1 }])
  })
})

const h = testHost({
  plugins: [predictPlugin],
  upstreams: ['polymarket-gamma', 'kalshi'],
  routes: {
    'GET /markets': (request) => (request.query.has('mve_filter') ? fixture('kalshi', 'markets.json') : fixture('polymarket-gamma', 'markets.json')),
    'GET /public-search': fixture('polymarket-gamma', 'public-search.json'),
  },
})

const paid = testHost({
  plugins: [predictPlugin],
  upstreams: ['polymarket-gamma', 'kalshi'],
  routes: { 'GET /markets': fixture('kalshi', 'markets.json'), 'GET /public-search': fixture('polymarket-gamma', 'public-search-error.json') },
  paid: true,
  freshGate: createTestPaymentGate,
  hostPer: 'test',
})

describe('predict.matched-pairs', () => {
  it('matches the same question on both venues with its score and the spread of the yes prices', async () => {
    const data = await h.ok('/api/predict/matched-pairs')
    expect(data.total).toBe(1)
    expect(data.items[0]).toEqual({
      score: 0.5444,
      question: 'Will the Fed cut interest rates at the December 2026 meeting?',
      spread: 0.025,
      venueA: { id: '516710', slug: 'fed-cuts-rates-in-december-2026', question: 'Will the Fed cut interest rates at the December 2026 meeting?', price: 0.615, endDate: '2026-12-09', volume24h: 211403.55, url: 'https://polymarket.com/event/fed-decision-in-december-2026' },
      venueB: { ticker: 'KXFEDDECISION-26DEC-C25', eventTicker: 'KXFEDDECISION-26DEC', title: 'Fed decision in Dec 2026?', subtitle: 'Cut 25bps', price: 0.59, closeDate: '2026-12-09', volume24h: 20110 },
    })
    expect(data.sources.map((source: { provider: string }) => source.provider)).toEqual(['Polymarket Gamma API', 'Kalshi Trade API'])
    const kalshiRequest = h.requests.find((request) => request.query.has('mve_filter'))!
    expect(Object.fromEntries(kalshiRequest.query)).toEqual({ status: 'open', limit: '1000', mve_filter: 'exclude' })
  })
  it('lets a lower minScore pair more (the bitcoin question scores 0.4; cents-only prices read as dollars)', async () => {
    const data = await h.ok('/api/predict/matched-pairs?minScore=0.4')
    expect(data.items.map((pair: { venueB: { ticker: string } }) => pair.venueB.ticker)).toEqual(['KXFEDDECISION-26DEC-C25', 'KXBTCMAXY-26-150000'])
    expect(data.items[1]).toMatchObject({ score: 0.4, spread: -0.005, venueB: { price: 0.05 } })
  })
  it('with q, takes venue A from search and keeps venue B questions sharing a word', async () => {
    const data = await h.ok('/api/predict/matched-pairs?q=fed')
    expect(data.items.map((pair: { venueA: { slug: string } }) => pair.venueA.slug)).toEqual(['fed-cuts-rates-in-december-2026'])
    expect(h.requests.some((request) => request.path === '/public-search' && request.query.get('q') === 'fed')).toBe(true)
  })
  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/predict/matched-pairs?minScore=0.1', 'minScore')
    await h.rejects('/api/predict/matched-pairs?q=x', 'q')
    await h.rejects('/api/predict/matched-pairs?limit=51', 'limit')
  })
  it('with q, answers 502 uncharged when venue A\'s search answers an object with neither events nor pagination (no empty pairs list)', async () => {
    const answer = await paid.call('/api/predict/matched-pairs?q=fed', undefined, undefined, { headers: { [TEST_PAYER_HEADER]: '0x0000000000000000000000000000000000000002' } })
    expect(answer).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    expect(paid.gate.settled).toEqual([])
    expect(paid.gate.released).toEqual(['predict.matched-pairs'])
  })
  h.failures('GET /markets', '/api/predict/matched-pairs')
})
