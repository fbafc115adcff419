import { serveFixtures, testPlugin, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll } from 'vitest'
import { convertPlugin } from '../src/index.ts'

// The examples' ECB files come from the fixture server, never the real ECB.
const ecb = (name: string) => ({ file: `ecb/${name}` })
let server: FixtureServer
beforeAll(async () => {
  server = await serveFixtures({ 'GET /stats/eurofxref/eurofxref-daily.xml': ecb('eurofxref-daily.xml'), 'GET /stats/eurofxref/eurofxref-hist-90d.xml': ecb('eurofxref-hist-90d.xml') })
})
afterAll(() => server.close())

testPlugin(convertPlugin, {
  upstreams: { ecb: () => server.url },
  // The recorded daily file is the ECB's publication of Friday 2024-06-28.
  examplesAt: '2024-06-30T12:00:00Z',
  examples: { 'convert.unit': { value: 1, from: 'mi', to: 'km' }, 'convert.currency': { from: 'EUR', to: 'USD', amount: 100 } },
})
