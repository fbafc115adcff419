import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineUpstream } from '../src/index.ts'
import { serveFixtures, type FixtureServer, type RecordedRequest } from '../src/testing/index.ts'
import { createUpstreams, upstreamAvailability } from '../src/upstream/client.ts'
import type { UpstreamError } from '../src/upstream/transport.ts'
import type { ClientCredentialsKeySpec } from '../src/upstream/types.ts'
import { handClock } from './_upstream-hosts.ts'

const spec = (extra: Partial<ClientCredentialsKeySpec> = {}): ClientCredentialsKeySpec => ({ required: true, in: 'client-credentials', tokenPath: '/oauth/token', send: 'form', ...extra })
const formApi = defineUpstream({ id: 'form-api', name: 'Form API', baseUrl: 'https://form.invalid', key: spec() })
const basicApi = defineUpstream({ id: 'basic-api', name: 'Basic API', baseUrl: 'https://basic.invalid', key: spec({ send: 'basic' }) })
/** Refuses a token with a 400 naming it, as EPO OPS does. */
const faultApi = defineUpstream({ id: 'fault-api', name: 'Fault API', baseUrl: 'https://fault.invalid', key: spec({ refused: (status, body) => status === 400 && body.includes('InvalidAccessToken') }) })

/** A token endpoint issuing `token-<n>`, and data routes that accept only tokens it issued and has not revoked. */
describe('OAuth 2.0 client credentials', () => {
  let server: FixtureServer
  let issued = 0
  let expiresIn: unknown = 3600
  const revoked = new Set<string>()
  let refuseAll = false
  const valid = (request: RecordedRequest) => {
    const token = /^Bearer (token-\d+)$/.exec(request.headers.authorization ?? '')?.[1]
    return !refuseAll && token !== undefined && Number(token.slice(6)) <= issued && !revoked.has(token)
  }
  beforeAll(async () => {
    server = await serveFixtures({
      'POST /oauth/token': async () => {
        await new Promise((resolve) => setImmediate(resolve)) // the answer is not instant: concurrent calls overlap it
        return { body: { access_token: `token-${++issued}`, token_type: 'bearer', expires_in: expiresIn } }
      },
      'GET /data': (request) => (valid(request) ? { body: { n: request.query.get('n') } } : { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Invalid Authentication information provided' } }),
      'GET /fault': (request) => (valid(request) ? { body: { ok: true } } : { status: 400, body: '<fault><code>CLIENT.InvalidAccessToken</code></fault>' }),
    })
  })
  afterAll(() => server.close())

  // Tokens are held per token URL and credentials for the whole process: each test uses its own client id.
  let clients = 0
  const host = (definition = formApi, now?: () => number) => {
    const key = `client-${++clients}:secret-${clients}`
    const upstreams = createUpstreams({ upstreamRetryDelayMs: 0, upstreams: { [definition.id]: { baseUrl: server.url, key, timeoutMs: 2000 } } }, now ? { now } : {})
    return { client: upstreams(definition), key }
  }
  const tokenRequests = () => server.requests.filter((request) => request.path === '/oauth/token')
  const dataRequests = () => server.requests.filter((request) => request.path === '/data')

  it('asks for a token with the id and secret in a form body, and calls with the bearer token only', async () => {
    const { client, key } = host()
    const before = tokenRequests().length
    expect((await client.json('/data', { query: { n: 1 } })).data).toEqual({ n: '1' })
    const [id, secret] = key.split(':')
    const asked = tokenRequests().slice(before)
    expect(asked).toHaveLength(1)
    expect(asked[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(asked[0]!.body))).toEqual({ grant_type: 'client_credentials', client_id: id, client_secret: secret })
    const call = dataRequests().at(-1)!
    expect(call.headers.authorization).toBe(`Bearer token-${issued}`)
    expect(JSON.stringify(call)).not.toContain(secret)
  })

  it('sends the id and secret as HTTP Basic when the provider asks so', async () => {
    const { client, key } = host(basicApi)
    await client.json('/data')
    const asked = tokenRequests().at(-1)!
    expect(asked.headers.authorization).toBe(`Basic ${Buffer.from(key).toString('base64')}`)
    expect(asked.body).toBe('grant_type=client_credentials')
  })

  it('asks once for 20 calls arriving together, and keeps the token for later calls', async () => {
    const { client } = host()
    const before = tokenRequests().length
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => client.json<{ n: string }>('/data', { query: { n } })))
    expect(answers.map((answer) => answer.data.n)).toEqual(Array.from({ length: 20 }, (_, n) => String(n)))
    await client.json('/data', { query: { n: 'later' } })
    expect(tokenRequests().length - before).toBe(1)
    expect(new Set(dataRequests().slice(-21).map((request) => request.headers.authorization)).size).toBe(1)
  })

  it('renews the token a minute before the provider says it expires', async () => {
    const clock = handClock()
    const { client } = host(formApi, clock.now)
    const before = tokenRequests().length
    await client.json('/data', { query: { n: 1 } })
    clock.advance(3540_000 - 1)
    await client.json('/data', { query: { n: 2 } })
    expect(tokenRequests().length - before).toBe(1)
    clock.advance(1)
    await client.json('/data', { query: { n: 3 } })
    expect(tokenRequests().length - before).toBe(2)
  })

  it('reads an expiry written as a string, and keeps a token without one until it is refused', async () => {
    const clock = handClock()
    expiresIn = '1199'
    const stringy = host(formApi, clock.now)
    const before = tokenRequests().length
    await stringy.client.json('/data', { query: { n: 1 } })
    clock.advance(1139_000)
    await stringy.client.json('/data', { query: { n: 2 } })
    expect(tokenRequests().length - before).toBe(2)
    expiresIn = undefined
    const forever = host(formApi, clock.now)
    await forever.client.json('/data', { query: { n: 3 } })
    clock.advance(365 * 86_400_000)
    await forever.client.json('/data', { query: { n: 4 } })
    expect(tokenRequests().length - before).toBe(3)
    expiresIn = 3600
  })

  it('asks for a new token once when the provider refuses the one held (401), and answers', async () => {
    const { client } = host()
    await client.json('/data', { query: { n: 1 } })
    revoked.add(`token-${issued}`)
    const before = { tokens: tokenRequests().length, data: dataRequests().length }
    expect((await client.json('/data', { query: { n: 2 } })).data).toEqual({ n: '2' })
    expect(tokenRequests().length - before.tokens).toBe(1)
    expect(dataRequests().length - before.data).toBe(2)
    expect(dataRequests().at(-1)!.headers.authorization).toBe(`Bearer token-${issued}`)
  })

  it('fails (502) when the new token is refused too, without asking again', async () => {
    const { client } = host()
    await client.json('/data', { query: { n: 1 } })
    const before = { tokens: tokenRequests().length, data: dataRequests().length }
    refuseAll = true
    try {
      await expect(client.json('/data', { query: { n: 2 } })).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', upstreamStatus: 401 })
    } finally {
      refuseAll = false
    }
    expect(tokenRequests().length - before.tokens).toBe(1)
    expect(dataRequests().length - before.data).toBe(2)
  })

  it('recognises a refusal the provider writes its own way (refused)', async () => {
    const { client } = host(faultApi)
    await client.json('/fault')
    revoked.add(`token-${issued}`)
    const before = tokenRequests().length
    expect((await client.json('/fault')).data).toEqual({ ok: true })
    expect(tokenRequests().length - before).toBe(1)
  })

  it('answers 502 naming the key setting when the token endpoint refuses the credentials, and asks again next time', async () => {
    const refusing = await serveFixtures({ 'POST /oauth/token': { status: 401, body: { error: 'invalid_client' } } })
    try {
      const upstreams = createUpstreams({ upstreamRetryDelayMs: 0, upstreams: { 'form-api': { baseUrl: refusing.url, key: 'wrong:credentials', timeoutMs: 2000 } } })
      for (let attempt = 0; attempt < 2; attempt++) {
        await expect(upstreams(formApi).json('/data')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', message: expect.stringContaining('SVC_UPSTREAM_FORM_API_KEY') })
      }
      expect(refusing.requests.filter((request) => request.path === '/oauth/token')).toHaveLength(2)
      expect(refusing.requests.filter((request) => request.path === '/data')).toHaveLength(0)
    } finally {
      await refusing.close()
    }
  })

  it('maps a token endpoint that rate limits (429) or answers without a token (502)', async () => {
    const odd = await serveFixtures({ 'POST /oauth/token': (request) => (request.body.includes('limited') ? { status: 429, headers: { 'retry-after': '5' }, body: '' } : { body: { token_type: 'bearer' } }) })
    try {
      const call = (key: string) => createUpstreams({ upstreamRetryDelayMs: 0, upstreams: { 'form-api': { baseUrl: odd.url, key, timeoutMs: 2000 } } })(formApi).json('/data')
      await expect(call('limited:x')).rejects.toMatchObject({ code: 'UPSTREAM_RATE_LIMIT' })
      await expect(call('tokenless:x')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' })
    } finally {
      await odd.close()
    }
  })

  it('is unavailable without credentials, or with a value that is not id:secret; an optional one only where a call needs it', async () => {
    const reason = (key: string | undefined, definition = formApi, needed = false) => upstreamAvailability(definition, { upstreams: key ? { [definition.id]: { key } } : {} }, { needed })
    expect(reason(undefined)).toEqual({ available: false, reason: 'needs OAuth client credentials for Form API: set SVC_UPSTREAM_FORM_API_KEY or upstreams.form-api.key to <client id>:<client secret>' })
    expect(reason('no-colon').reason).toContain('no colon')
    expect(reason('id:secret')).toEqual({ available: true })
    const optional = defineUpstream({ id: 'optional-api', name: 'Optional API', baseUrl: 'https://optional.invalid', key: spec({ required: false }) })
    expect(reason(undefined, optional)).toEqual({ available: true })
    expect(reason(undefined, optional, true).available).toBe(false)
    const upstreams = createUpstreams({ upstreams: { 'optional-api': { baseUrl: server.url } } })
    await expect(upstreams(optional).json('/data')).rejects.toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED', message: expect.stringContaining('SVC_UPSTREAM_OPTIONAL_API_KEY') })
  })
})

describe('OAuth 2.0 client credentials echoed by the token endpoint', () => {
  it('are redacted from the refusal: the secret alone or the whole id:secret key', async () => {
    const key = 'echo-client:echo-secret-1234'
    const fetch = async () => Response.json({ error: 'invalid_client', error_description: 'client secret echo-secret-1234 is wrong for echo-client:echo-secret-1234' }, { status: 401 })
    const error = await createUpstreams({ upstreams: { 'form-api': { key, retryDelayMs: 0 } } }, { fetch })(formApi).json('/data').catch((caught: unknown) => caught)
    expect((error as UpstreamError).message).toMatch(/refused this host's client credentials/)
    expect((error as UpstreamError).upstreamBody).toContain('client secret [redacted] is wrong for [redacted]')
    expect(JSON.stringify({ ...(error as UpstreamError), message: (error as Error).message })).not.toContain('echo-secret-1234')
  })
})
