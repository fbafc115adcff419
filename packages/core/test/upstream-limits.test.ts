import { expect, it } from 'vitest'
import { configFromEnv } from '../src/config.ts'
import { createUpstreams } from '../src/upstream/client.ts'
import { limitText } from '../src/upstream/facts.ts'
import { defineUpstream } from '../src/upstream/types.ts'
import { forEachBackend, handClock, hostOf, standInProvider, stateFor } from './_upstream-hosts.ts'

// Scryfall's published limits: 2 per second on search and named lookups, 10 per second elsewhere, 30 s after a 429.
const cards = defineUpstream({
  id: 'cards',
  name: 'Card Catalog',
  baseUrl: 'https://cards.invalid',
  quota: { withoutKey: [{ requests: 2, perSeconds: 1, paths: ['/cards/search', '/cards/named'] }, { requests: 10, perSeconds: 1 }], lockoutSeconds: 30 },
})
// GDELT's one request per five seconds, with no patience for a queue.
const news = defineUpstream({ id: 'news', name: 'News Index', baseUrl: 'https://news.invalid', quota: { withoutKey: { requests: 1, perSeconds: 5 }, maxWaitSeconds: 0 } })

const provider = standInProvider(['/cards/search', '/cards/named', '/cards/search/export', '/cards/searches', '/sets', '/doc'])
await forEachBackend('published limits', (backend) => {
  const space = stateFor(backend)

  it('spaces requests to a path under a per-second limit across two hosts: each waits its turn, none is refused', async () => {
    const state = space()
    const clock = handClock() // stands still: the turns the hosts reserve are exact, the waits real
    const start = clock.now()
    const a = hostOf(cards, provider.server.url, state(), clock.now)
    const b = hostOf(cards, provider.server.url, state(), clock.now)
    const began = performance.now()
    const calls = [a, b, a, b].map((host, i) => host.client.json('/cards/search', { query: { q: i } }))
    expect((await Promise.all(calls)).map((response) => response.data)).toEqual(Array(4).fill({ ok: true }))
    expect(performance.now() - began).toBeGreaterThanOrEqual(1450) // turns at 0, 500, 1000 and 1500 ms
    const at = (ms: number) => new Date(start + ms).toISOString()
    expect((await a.upstreams.stats())[0]!.quota).toEqual([
      { requests: 2, perSeconds: 1, paths: ['/cards/search', '/cards/named'], spaced: true, used: 4, resetsAt: at(2000) },
      { requests: 10, perSeconds: 1, spaced: true, used: 4, resetsAt: at(400) },
    ])
    // Another path is held by the 10 per second limit alone.
    await Promise.all([1, 2, 3].map((i) => b.client.json('/sets', { query: { i } })))
    expect((await a.upstreams.stats())[0]!.quota.map((limit) => limit.resetsAt)).toEqual([at(2000), at(700)])
    expect(provider.server.requests).toHaveLength(7)
  })

  it('holds an operator\'s own server (ownServer) to none of the public service limits: no spacing, no refusal', async () => {
    const state = space()
    const clock = handClock()
    const upstreams = createUpstreams({ upstreamRetryDelayMs: 0, upstreams: { news: { baseUrl: provider.server.url, ownServer: true } } }, { state: state(), now: clock.now })
    const client = upstreams(news)
    // The public service takes one request per 5 s and refuses a second at once (maxWaitSeconds 0).
    const answers = await Promise.all([1, 2, 3].map((i) => client.json('/doc', { query: { i } })))
    expect(answers.map((answer) => answer.data)).toEqual(Array(3).fill({ ok: true }))
    expect((await upstreams.stats())[0]).toMatchObject({ quotaRefused: 0, quota: [] })
  })

  it('holds calls to the operator\'s plan (quota) in place of the published limits, counted across hosts', async () => {
    const state = space()
    const clock = handClock()
    // The operator's plan: 2 an hour (the public service would refuse a second request within 5 s).
    const plan = { upstreamRetryDelayMs: 0, upstreams: { news: { baseUrl: provider.server.url, quota: [{ requests: 2, perSeconds: 3600 }] } } }
    const a = createUpstreams(plan, { state: state(), now: clock.now })
    const b = createUpstreams(plan, { state: state(), now: clock.now })
    expect((await a(news).json('/doc', { query: { i: 1 } })).data).toEqual({ ok: true })
    expect((await b(news).json('/doc', { query: { i: 2 } })).data).toEqual({ ok: true })
    await expect(a(news).json('/doc', { query: { i: 3 } })).rejects.toMatchObject({ code: 'UPSTREAM_RATE_LIMIT', status: 429 })
    expect(provider.server.requests).toHaveLength(2)
    expect((await b.stats())[0]).toMatchObject({ quota: [{ requests: 2, perSeconds: 3600, spaced: false, used: 2 }] })
    // What `svc providers`, /docs and the dashboard say is in force.
    expect(limitText(news, false, plan.upstreams.news)).toBe('2 requests per hour (the operator\'s plan)')
    expect(limitText(news, false)).toBe('1 request per 5 s')
    expect(limitText(news, false, { quota: [] })).toBe('none: the operator\'s plan sets none')
  })

  it('reads the operator\'s plan from SVC_UPSTREAM_<ID>_QUOTA and names the variable when it is malformed', () => {
    expect(configFromEnv({ SVC_UPSTREAM_NEWS_QUOTA: '5/1, 100000/86400' })).toEqual({ upstreams: { news: { quota: [{ requests: 5, perSeconds: 1 }, { requests: 100_000, perSeconds: 86_400 }] } } })
    expect(configFromEnv({ SVC_UPSTREAM_NEWS_QUOTA: 'none' })).toEqual({ upstreams: { news: { quota: [] } } })
    expect(() => configFromEnv({ SVC_UPSTREAM_NEWS_QUOTA: '5 per second' })).toThrow(/SVC_UPSTREAM_NEWS_QUOTA: "5 per second" is not requests\/seconds/)
  })

  it('counts a path under a limit by whole segments: /cards/search/export is under /cards/search, /cards/searches is not', async () => {
    const state = space()
    const host = hostOf(cards, provider.server.url, state(), handClock().now)
    await host.client.json('/cards/searches')
    expect((await host.upstreams.stats())[0]!.quota.map((limit) => limit.used)).toEqual([0, 1])
    await host.client.json('/cards/search/export')
    expect((await host.upstreams.stats())[0]!.quota.map((limit) => limit.used)).toEqual([1, 2])
  })

  it('refuses with 429 and Retry-After, before sending, a request whose turn is further off than it may wait', async () => {
    const { client, upstreams } = hostOf(news, provider.server.url, space()(), handClock().now)
    await client.json('/doc', { query: { q: 1 } })
    await expect(client.json('/doc', { query: { q: 2 } })).rejects.toMatchObject({ code: 'UPSTREAM_RATE_LIMIT', status: 429, headers: { 'retry-after': '5' } })
    expect(provider.server.requests).toHaveLength(1)
    expect((await upstreams.stats())[0]).toMatchObject({ quotaRefused: 1, quota: [{ requests: 1, perSeconds: 5, spaced: true, used: 1 }] })
  })

  it('does not queue a retry long for its turn: a failing call under a slow limit is answered after one request', async () => {
    const slow = defineUpstream({ id: 'slow', name: 'Slow API', baseUrl: 'https://slow.invalid', quota: { withoutKey: { requests: 1, perSeconds: 5 } } })
    const { client } = hostOf(slow, provider.server.url, space()(), handClock().now)
    provider.answer = { status: 500, body: 'down' }
    await expect(client.json('/doc')).rejects.toMatchObject({ status: 502, upstreamStatus: 500 })
    expect(provider.server.requests).toHaveLength(1)
    // Under a quick limit (10 per second) the retries wait their turns: three attempts.
    await expect(hostOf(cards, provider.server.url, space()(), handClock().now).client.json('/sets')).rejects.toMatchObject({ status: 502 })
    expect(provider.server.requests).toHaveLength(4)
  })

  it('after the provider answers 429, no host calls it until the lockout (or a longer Retry-After) ends', async () => {
    const state = space()
    const clock = handClock()
    const a = hostOf(cards, provider.server.url, state(), clock.now)
    const b = hostOf(cards, provider.server.url, state(), clock.now)
    provider.answer = { status: 429, body: 'Too Many Requests' }
    await expect(a.client.json('/sets', { query: { i: 1 } })).rejects.toMatchObject({ code: 'UPSTREAM_RATE_LIMIT', upstreamStatus: 429 })
    provider.answer = { body: { ok: true } }
    await expect(b.client.json('/sets', { query: { i: 2 } })).rejects.toMatchObject({ code: 'UPSTREAM_RATE_LIMIT', status: 429, headers: { 'retry-after': '30' } })
    expect(provider.server.requests).toHaveLength(1)
    clock.advance(30_000)
    expect((await b.client.json('/sets', { query: { i: 3 } })).data).toEqual({ ok: true })

    provider.answer = { status: 429, headers: { 'retry-after': '120' }, body: 'slow down' }
    await expect(a.client.json('/sets', { query: { i: 4 } })).rejects.toMatchObject({ upstreamStatus: 429 })
    clock.advance(60_000)
    provider.answer = { body: { ok: true } }
    await expect(b.client.json('/sets', { query: { i: 5 } })).rejects.toMatchObject({ headers: { 'retry-after': '60' } })
    expect(provider.server.requests).toHaveLength(3)
  })

  it('honours a Retry-After alone where the lockout declared is 0, and none where no lockout is declared', async () => {
    const state = space()
    const clock = handClock()
    const plain = defineUpstream({ id: 'plain', name: 'Plain API', baseUrl: 'https://plain.invalid' })
    const undeclared = hostOf(plain, provider.server.url, state(), clock.now).client
    provider.answer = { status: 429, headers: { 'retry-after': '7' }, body: 'slow' }
    for (let i = 0; i < 2; i++) await expect(undeclared.json('/sets', { query: { i } })).rejects.toMatchObject({ upstreamStatus: 429 })
    expect(provider.server.requests).toHaveLength(2)
    provider.server.requests.length = 0
    const polite = defineUpstream({ id: 'polite', name: 'Polite API', baseUrl: 'https://polite.invalid', quota: { lockoutSeconds: 0 } })
    const { client } = hostOf(polite, provider.server.url, state(), clock.now)
    provider.answer = { status: 429, headers: { 'retry-after': '7' }, body: 'slow' }
    await expect(client.json('/sets')).rejects.toMatchObject({ upstreamStatus: 429 })
    await expect(client.json('/sets', { query: { again: 1 } })).rejects.toMatchObject({ status: 429, headers: { 'retry-after': '7' } })
    expect(provider.server.requests).toHaveLength(1) // refused here, not sent
    clock.advance(7000)
    provider.answer = { body: { ok: true } }
    expect((await client.json('/sets', { query: { again: 2 } })).data).toEqual({ ok: true })
  })
})
