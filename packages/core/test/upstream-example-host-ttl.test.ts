import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineOperation, definePlugin, defineUpstream, parseConfig } from '../src/index.ts'
import { buildRegistry } from '../src/registry.ts'
import { EXAMPLE_TIME, startExampleHost } from '../src/testing/example-host.ts'
import { serveFixtures, type FixtureServer } from '../src/testing/index.ts'

// Example calls (testPlugin) reach their upstreams as a host's do: with the operation's declared cache TTLs.

const counted = defineUpstream({ id: 'example-counted', name: 'Counted API', baseUrl: 'https://counted.invalid', cacheTtlMs: 0 })
let server: FixtureServer
beforeAll(async () => {
  server = await serveFixtures({ 'GET /count': () => ({ body: { n: server.requests.length } }) })
})
afterAll(() => server.close())

const twice = defineOperation({
  name: 'twice',
  method: 'GET',
  description: 'Calls the counted API twice.',
  input: v.object({}),
  price: { usd: 0.001 },
  upstreams: [counted],
  sources: [{ path: '/count', cacheTtl: '1h' }],
  async handler({ upstream }) {
    const first = (await upstream(counted).json('/count')).data as { n: number }
    const second = (await upstream(counted).json('/count')).data as { n: number }
    return { cached: first.n === second.n }
  },
})
const plugin = definePlugin({ name: '@svc/plugin-example-ttl-test', version: '0.0.0', group: 'exttl', operations: [twice] })

describe('the example host', () => {
  it("caches an example call's upstream requests for the operation's declared TTL", async () => {
    const operation = buildRegistry([plugin], parseConfig({})).byId.get('exttl.twice')!
    const host = await startExampleHost({ plugins: [plugin], upstreams: { 'example-counted': { baseUrl: server.url } }, at: EXAMPLE_TIME })
    try {
      expect(await host.call(operation, {})).toMatchObject({ status: 200, data: { cached: true } })
    } finally {
      await host.close()
    }
  })
})
