import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiDataGovAccess, defineOperation, definePlugin, defineUpstream } from '../src/index.ts'
import { createTestApp, serveFixtures, type FixtureServer } from '../src/testing/index.ts'

let server: FixtureServer
beforeAll(async () => {
  server = await serveFixtures({ 'GET /v1/things': (request) => ({ body: { key: request.query.get('api_key') } }) })
})
afterAll(() => server.close())

const gateway = defineUpstream({ id: 'gov-api', name: 'A government API', baseUrl: 'https://gov-api.invalid', ...apiDataGovAccess('https://agency.invalid/signup') })
const plugin = definePlugin({
  name: 'gateway-plugin', version: '1.0.0', group: 'gateway',
  operations: [defineOperation({
    name: 'things', method: 'GET', description: 'Reads the API.', input: v.object({}), price: { usd: 0 }, upstreams: [gateway],
    handler: async ({ upstream }) => ({ ok: true, items: [(await upstream(gateway).json<{ key: string }>('/v1/things')).data], total: 1, source: { provider: 'x', url: 'https://example.org', license: 'test' } }),
  })],
})

describe('apiDataGovAccess (APIs behind api.data.gov)', () => {
  it('needs the operator\'s key, names the setting, and sends the key in api_key', async () => {
    const without = await createTestApp({ plugins: [plugin] }).request('/api/gateway/things')
    expect(without.status).toBe(503)
    expect((await without.json()).error).toContain('set SVC_UPSTREAM_GOV_API_KEY or upstreams.gov-api.key')
    const keyed = createTestApp({ plugins: [plugin], config: { upstreams: { 'gov-api': { baseUrl: server.url, key: 'k-123' } } } })
    const answer = await keyed.request('/api/gateway/things')
    expect((await answer.json()).data.items).toEqual([{ key: 'k-123' }])
  })

  it('states api.data.gov\'s published limit for a signed-up key: 1,000 requests an hour', () => {
    expect(apiDataGovAccess().quota).toMatchObject({ withKey: { requests: 1000, perSeconds: 3600 } })
    expect(apiDataGovAccess().key.signupUrl).toBe('https://api.data.gov/signup/')
    expect(gateway.key).toMatchObject({ signupUrl: 'https://agency.invalid/signup' })
  })
})
