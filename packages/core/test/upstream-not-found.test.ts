// `notFound` on a request: the provider's 404 is the caller's NOT_FOUND, exactly as an adapter answering
// `acceptStatus: [404]` with `if (response.status === 404) throw createError('NOT_FOUND', ...)` made it.
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, defineUpstream } from '../src/index.ts'
import { createUpstreams } from '../src/upstream/client.ts'
import { serveFixtures, type FixtureServer } from '../src/testing/index.ts'

const registry = defineUpstream({ id: 'registry', name: 'Registry API', baseUrl: 'https://registry.invalid', breaker: { failures: 2 } })
const record = v.object({ id: v.string() })

describe('notFound', () => {
  let server: FixtureServer
  beforeAll(async () => {
    server = await serveFixtures({
      'GET /records/none': { status: 404, body: { error: 'no such record', id: 'none' } },
      'GET /records/gone': { status: 410, body: 'gone' },
      'GET /records/down': { status: 500, body: 'internal' },
      'GET /records/r1': { body: { id: 'r1' } },
      'GET /records/kept': { body: { id: 'kept' } },
      'GET /records/kept2': { body: { id: 'kept2' } },
      'GET /slow/a': { delayMs: 100, status: 404, body: { error: 'no such record' } },
    })
  })
  afterAll(() => server.close())

  const registryClient = () => {
    const upstreams = createUpstreams({ upstreams: { registry: { baseUrl: server.url, retryDelayMs: 0 } } })
    return { upstreams, client: upstreams(registry) }
  }
  const callsTo = (path: string) => server.requests.filter((request) => request.path === path).length

  it('throws the kit\'s NOT_FOUND with the message given when the provider answers 404, and answers anything else as before', async () => {
    const { client } = registryClient()
    const error = await client.json('/records/none', { schema: record, notFound: 'Registry API has no record none' }).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Registry API has no record none' })
    expect((await client.json('/records/r1', { schema: record, notFound: 'none' })).data).toEqual({ id: 'r1' })
    await expect(client.text('/records/none', { notFound: 'no text' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'no text' })
    await expect(client.bytes('/records/none', { notFound: 'no bytes' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'no bytes' })
    // Another error status is the provider's, as without the option; one listed in acceptStatus is still answered.
    await expect(client.json('/records/down', { schema: record, notFound: 'none' })).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', upstreamStatus: 500 })
    await expect(client.json('/records/gone', { schema: record, notFound: 'none' })).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', upstreamStatus: 410 })
    expect(await client.json('/records/gone', { schema: record, notFound: 'none', acceptStatus: [410] })).toMatchObject({ status: 410, data: 'gone' })
  })

  it('makes the message of the 404 answer when given a function (its body unchecked by the schema)', async () => {
    const { client } = registryClient()
    const seen: unknown[] = []
    const notFound = (answer: { status: number; data: unknown; url: string }) => {
      seen.push(answer)
      return `Registry API says "${(answer.data as { error: string }).error}"`
    }
    await expect(client.json('/records/none', { schema: record, notFound })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Registry API says "no such record"' })
    expect(seen).toEqual([expect.objectContaining({ status: 404, data: { error: 'no such record', id: 'none' }, url: `${server.url}/records/none` })])
  })

  it('sends the request acceptStatus: [404] sends: its 404 is never cached nor the breaker\'s failure, and its 2xx is the same cached answer', async () => {
    const { upstreams, client } = registryClient()
    const before = callsTo('/records/none')
    for (let i = 0; i < 4; i++) await expect(client.json('/records/none', { schema: record, cacheTtlMs: 60_000, notFound: 'none' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    // Asked four times, sent four times (a 404 is not kept), and the breaker (open after 2 failures) stays closed.
    expect(callsTo('/records/none') - before).toBe(4)
    expect((await upstreams.stats())[0]).toMatchObject({ failures: 0, failedFast: 0, breaker: { state: 'closed' } })

    // A 2xx cached by a call writing acceptStatus: [404] is the one a call with notFound is served, and the other way round.
    const handWritten = await client.json('/records/kept', { schema: record, cacheTtlMs: 60_000, acceptStatus: [404] })
    const withOption = await client.json('/records/kept', { schema: record, cacheTtlMs: 60_000, notFound: 'none' })
    expect(withOption.data).toEqual(handWritten.data)
    expect(callsTo('/records/kept')).toBe(1)
    await client.json('/records/kept2', { schema: record, cacheTtlMs: 60_000, notFound: 'none' })
    await client.json('/records/kept2', { schema: record, cacheTtlMs: 60_000, acceptStatus: [404] })
    await client.json('/records/kept2', { schema: record, cacheTtlMs: 60_000, acceptStatus: [404], notFound: 'none' })
    expect(callsTo('/records/kept2')).toBe(1)
    expect((await upstreams.stats())[0]).toMatchObject({ cacheHits: 3 })
  })

  it('shares one 404 between identical concurrent calls, hand-written or not, each throwing NOT_FOUND', async () => {
    const { client } = registryClient()
    const calls = [
      client.json('/slow/a', { schema: record, notFound: 'none' }),
      client.json('/slow/a', { schema: record, notFound: (answer) => `none (${answer.status})` }),
      client.json('/slow/a', { schema: record, acceptStatus: [404] }),
    ]
    const settled = await Promise.allSettled(calls)
    expect(settled.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as ApiError).message : outcome.value.status))).toEqual(['none', 'none (404)', 404])
    expect(callsTo('/slow/a')).toBe(1)
  })
})
