import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineUpstream, optionalKey, requiredKey, upstreamAvailability } from '../src/index.ts'
import { createUpstreams } from '../src/upstream/client.ts'
import { serveFixtures, type FixtureServer } from '../src/testing/index.ts'

describe('requiredKey and optionalKey', () => {
  let server: FixtureServer
  beforeAll(async () => {
    server = await serveFixtures({ 'GET /rows': { body: [] } })
  })
  afterAll(() => server.close())

  const signup = 'https://keys.invalid/signup'
  const inQuery = defineUpstream({ id: 'keyed-query', name: 'Keyed in the query', baseUrl: 'https://query.invalid', key: requiredKey.query('api_key', signup) })
  const inHeader = defineUpstream({ id: 'keyed-header', name: 'Keyed in a header', baseUrl: 'https://header.invalid', key: requiredKey.header('Authorization', signup, 'Bearer ') })
  const optional = defineUpstream({ id: 'keyed-optional', name: 'Key optional', baseUrl: 'https://optional.invalid', key: optionalKey.header('X-Api-Key', signup) })

  it('spell out the key spec: where it goes, whether it is required, where an operator gets one', () => {
    expect(inQuery.key).toStrictEqual({ required: true, in: 'query', name: 'api_key', signupUrl: signup })
    expect(inHeader.key).toStrictEqual({ required: true, in: 'header', name: 'Authorization', prefix: 'Bearer ', signupUrl: signup })
    expect(optional.key).toStrictEqual({ required: false, in: 'header', name: 'X-Api-Key', signupUrl: signup })
    expect(optionalKey.query('key', signup)).toStrictEqual({ required: false, in: 'query', name: 'key', signupUrl: signup })
  })

  it('a required key makes the upstream unavailable until set; an optional one does not', () => {
    expect(upstreamAvailability(inQuery, { upstreams: {} }).available).toBe(false)
    expect(upstreamAvailability(optional, { upstreams: {} })).toEqual({ available: true })
  })

  it('send the key where they say', async () => {
    await createUpstreams({ upstreams: { 'keyed-query': { baseUrl: server.url, key: 'k1' } } })(inQuery).json('/rows')
    await createUpstreams({ upstreams: { 'keyed-header': { baseUrl: server.url, key: 'k2' } } })(inHeader).json('/rows')
    await createUpstreams({ upstreams: { 'keyed-optional': { baseUrl: server.url } } })(optional).json('/rows')
    expect(server.requests.map((request) => [request.query.get('api_key'), request.headers.authorization, request.headers['x-api-key']])).toEqual([
      ['k1', undefined, undefined],
      [null, 'Bearer k2', undefined],
      [null, undefined, undefined],
    ])
  })
})
