import { expect, it } from 'vitest'
import { defineUpstream } from '../src/upstream/types.ts'
import { forEachBackend, handClock, hostOf, standInProvider, stateFor } from './_upstream-hosts.ts'

const flaky = defineUpstream({ id: 'flaky', name: 'Flaky API', baseUrl: 'https://flaky.invalid', breaker: { failures: 2, windowSeconds: 60, openSeconds: 30 } })
const limited = defineUpstream({
  id: 'limited',
  name: 'Limited API',
  baseUrl: 'https://limited.invalid',
  key: { required: false, in: 'query', name: 'key' },
  quota: { withoutKey: { requests: 3, perSeconds: 86400 }, withKey: [{ requests: 5, perSeconds: 86400 }, { requests: 4, perSeconds: 1 }] },
})

const provider = standInProvider(['/data'])
await forEachBackend('upstream guards', (backend) => {
  const space = stateFor(backend)

  it('opens the breaker after repeated failures: calls fail fast (503, Retry-After) until a probe succeeds', async () => {
    const state = space()
    const clock = handClock()
    const { client, upstreams } = hostOf(flaky, provider.server.url, state(), clock.now)
    provider.answer = { status: 503, body: 'down' }
    for (let i = 0; i < 2; i++) await expect(client.json('/data')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', status: 502 })
    expect(provider.server.requests).toHaveLength(6) // three attempts each
    await expect(client.json('/data')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', status: 503, headers: { 'retry-after': '30' } })
    expect(provider.server.requests).toHaveLength(6)
    expect((await upstreams.stats())[0]).toMatchObject({ failures: 2, failedFast: 1, breaker: { state: 'open' } })

    clock.advance(30_000)
    expect((await upstreams.stats())[0]!.breaker.state).toBe('half-open')
    await expect(client.json('/data')).rejects.toMatchObject({ status: 502 }) // the probe fails: open again
    await expect(client.json('/data')).rejects.toMatchObject({ status: 503 })
    clock.advance(30_000)
    provider.answer = { body: { ok: true } }
    expect((await client.json('/data')).data).toEqual({ ok: true }) // the probe succeeds: closed
    expect((await client.json('/data', { query: { again: 1 } })).data).toEqual({ ok: true })
    expect((await upstreams.stats())[0]!.breaker).toEqual({ state: 'closed', failures: 0 })
  })

  it('does not count answers of the provider (4xx, rate limits) as failures', async () => {
    const state = space()
    const { client, upstreams } = hostOf(flaky, provider.server.url, state(), handClock().now)
    provider.answer = { status: 404, body: 'no' }
    for (let i = 0; i < 3; i++) await expect(client.json('/data', { query: { i } })).rejects.toMatchObject({ upstreamStatus: 404 })
    expect((await upstreams.stats())[0]!.breaker.state).toBe('closed')
  })

  it('refuses a call past a declared quota with 429 and Retry-After, before sending it', async () => {
    const state = space()
    const clock = handClock(Date.UTC(2026, 0, 1, 23, 0, 0))
    const { client, upstreams } = hostOf(limited, provider.server.url, state(), clock.now)
    for (let i = 0; i < 3; i++) await client.json('/data', { query: { i } })
    await expect(client.json('/data', { query: { i: 3 } })).rejects.toMatchObject({ code: 'UPSTREAM_RATE_LIMIT', status: 429, headers: { 'retry-after': '3600' } })
    expect(provider.server.requests).toHaveLength(3)
    expect((await upstreams.stats())[0]).toMatchObject({ quotaRefused: 1, quota: [{ requests: 3, perSeconds: 86400, used: 3 }] })
    clock.advance(3600_000) // the next day's window
    await client.json('/data', { query: { i: 4 } })
    expect(provider.server.requests).toHaveLength(4)
  })

  it('answers the provider\'s failure, not a 429, when the quota refuses a retry', async () => {
    const state = space()
    const strict = defineUpstream({ id: 'strict', name: 'Strict API', baseUrl: 'https://strict.invalid', quota: { withoutKey: { requests: 1, perSeconds: 60 } } })
    const { client } = hostOf(strict, provider.server.url, state(), handClock().now)
    provider.answer = { status: 503, body: 'down' }
    await expect(client.json('/data')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', status: 502, upstreamStatus: 503 })
    expect(provider.server.requests).toHaveLength(1)
  })

  it('applies the limits declared for a keyed host, each of them', async () => {
    const state = space()
    const clock = handClock()
    const { client } = hostOf(limited, provider.server.url, state(), clock.now, { key: 'k' })
    const started = performance.now()
    const burst = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => client.json('/data', { query: { i } })))
    expect(burst.filter((result) => result.status === 'fulfilled')).toHaveLength(5) // 4 per second: spaced 250 ms apart, none refused
    expect(performance.now() - started).toBeGreaterThanOrEqual(900)
    clock.advance(1000)
    await expect(client.json('/data', { query: { i: 6 } })).rejects.toMatchObject({ code: 'UPSTREAM_RATE_LIMIT' }) // 5 per day
    expect(provider.server.requests).toHaveLength(5)
  })

  if (backend === 'redis') {
    it('shares one breaker and one quota between two hosts on one Redis', async () => {
      const state = space()
      const clock = handClock()
      const a = hostOf(flaky, provider.server.url, state(), clock.now)
      const b = hostOf(flaky, provider.server.url, state(), clock.now)
      provider.answer = { status: 500, body: 'down' }
      await expect(a.client.json('/data')).rejects.toMatchObject({ status: 502 })
      await expect(b.client.json('/data', { query: { b: 1 } })).rejects.toMatchObject({ status: 502 })
      await expect(a.client.json('/data', { query: { a: 2 } })).rejects.toMatchObject({ status: 503 })
      await expect(b.client.json('/data', { query: { b: 2 } })).rejects.toMatchObject({ status: 503 })
      expect(provider.server.requests).toHaveLength(6)

      const c = hostOf(limited, provider.server.url, state(), clock.now)
      const d = hostOf(limited, provider.server.url, state(), clock.now)
      provider.answer = { body: { ok: true } }
      await Promise.all([c.client.json('/data', { query: { c: 1 } }), d.client.json('/data', { query: { d: 1 } }), c.client.json('/data', { query: { c: 2 } })])
      await expect(d.client.json('/data', { query: { d: 2 } })).rejects.toMatchObject({ code: 'UPSTREAM_RATE_LIMIT' })
      expect(provider.server.requests).toHaveLength(9)
    })
  }
})
