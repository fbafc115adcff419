import { serveFixtures, testPlugin, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll } from 'vitest'
import { predictPlugin } from '../src/index.ts'
import { fixture } from './_fixtures.ts'

// The examples reach Polymarket and Kalshi on the fixture server, answered with the other tests' files.
const gamma = (file: string) => fixture('polymarket-gamma', file)
const data = (file: string) => fixture('polymarket-data', file)
const clob = (file: string) => fixture('polymarket-clob', file)
let server: FixtureServer
beforeAll(async () => {
  server = await serveFixtures({
    // Kalshi's market list is asked with its own filters; Polymarket's without them.
    'GET /markets': (request) => (request.query.has('mve_filter') || request.query.has('status') ? fixture('kalshi', 'markets.json') : gamma('markets.json')),
    'GET /markets/slug/fed-cuts-rates-in-december-2026': gamma('market-fed.json'),
    'GET /events': (request) => (request.query.get('tag_slug') === 'nba' ? gamma('events-nba.json') : gamma('events.json')),
    'GET /events/slug/btc-updown-15m-1764170100': gamma('event-btc-updown-15m.json'),
    'GET /public-search': gamma('public-search.json'),
    'GET /book': clob('book.json'),
    'GET /midpoint': clob('midpoint.json'),
    'GET /prices-history': clob('prices-history.json'),
    'GET /trades': data('trades.json'),
    'GET /activity': data('activity.json'),
    'GET /holders': data('holders.json'),
    'GET /positions': data('positions.json'),
    'GET /value': data('value.json'),
    'GET /traded': data('traded.json'),
    'GET /v1/leaderboard': data('leaderboard.json'),
  })
})
afterAll(() => server.close())

const local = () => server.url
testPlugin(predictPlugin, {
  // The 15-minute up/down window of the fixture is open at this time.
  examplesAt: '2025-11-26T15:21:40Z',
  examples: {
    'predict.markets': { limit: 5 },
    'predict.market': { market: 'fed-cuts-rates-in-december-2026' },
    'predict.orderbook': { token: '71321045679252212594626385532706912750332728571942532289631379312455583992563' },
    'predict.whales': { minUsd: 10_000 },
  },
  upstreams: { 'polymarket-gamma': local, 'polymarket-clob': local, 'polymarket-data': local, kalshi: local },
})
