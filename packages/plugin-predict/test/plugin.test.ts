import { serviceCatalog } from '@svc/catalog'
import { serveFixtures, testPlugin, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll } from 'vitest'
import { predictPlugin } from '../src/index.ts'
import { fixture } from './_fixtures.ts'

let server: FixtureServer
beforeAll(async () => {
  server = await serveFixtures({
    'GET /markets': fixture('polymarket-gamma', 'markets.json'),
    'GET /markets/slug/fed-cuts-rates-in-december-2026': fixture('polymarket-gamma', 'market-fed.json'),
    'GET /book': fixture('polymarket-clob', 'book.json'),
    'GET /trades': fixture('polymarket-data', 'trades.json'),
  })
})
afterAll(() => server.close())

testPlugin(predictPlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: {
    'predict.markets': { limit: 5 },
    'predict.market': { market: 'fed-cuts-rates-in-december-2026' },
    'predict.orderbook': { token: '71321045679252212594626385532706912750332728571942532289631379312455583992563' },
    'predict.whales': { minUsd: 10_000 },
  },
  upstreams: { 'polymarket-gamma': () => server.url, 'polymarket-clob': () => server.url, 'polymarket-data': () => server.url },
})
