import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineUpstream, socrataAppToken, upstreamAvailability } from '../src/index.ts'
import { createUpstreams } from '../src/upstream/client.ts'
import { serveFixtures, type FixtureServer } from '../src/testing/index.ts'

describe('socrataAppToken', () => {
  let server: FixtureServer
  beforeAll(async () => {
    server = await serveFixtures({ 'GET /resource/rows.json': { body: [] } })
  })
  afterAll(() => server.close())

  const portal = defineUpstream({ id: 'city-data', name: 'City open data', baseUrl: 'https://data.city.invalid', ...socrataAppToken('data.city.invalid') })

  it('names the portal\'s developer settings page, else Socrata\'s page on app tokens', () => {
    expect(portal.key).toStrictEqual({ required: false, in: 'header', name: 'X-App-Token', signupUrl: 'https://data.city.invalid/profile/edit/developer_settings' })
    expect(socrataAppToken().key.signupUrl).toBe('https://dev.socrata.com/docs/app-tokens')
  })

  it('is optional: available without a token, sent in X-App-Token once the operator sets one', async () => {
    expect(upstreamAvailability(portal, { upstreams: {} })).toEqual({ available: true })
    await createUpstreams({ upstreams: { 'city-data': { baseUrl: server.url } } })(portal).json('/resource/rows.json')
    await createUpstreams({ upstreams: { 'city-data': { baseUrl: server.url, key: 'app-token-1' } } })(portal).json('/resource/rows.json')
    expect(server.requests.map((request) => request.headers['x-app-token'])).toEqual([undefined, 'app-token-1'])
  })
})
