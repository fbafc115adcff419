import * as v from 'valibot'
import { expect, it } from 'vitest'
import { defineOperation, definePlugin, rateLimitedAnswer } from '../src/index.ts'
import { createTestApp, createTestPaymentGate, type FixtureAnswer, TEST_PAYER_HEADER } from '../src/testing/index.ts'
import { createUpstreams } from '../src/upstream/client.ts'
import { defineUpstream } from '../src/upstream/types.ts'
import { forEachBackend, handClock, hostOf, standInProvider, stateFor } from './_upstream-hosts.ts'

// A request's `accept`: a 200 whose body the adapter cannot use (a truncated PDF, a JSON error with 200) is not kept.

const archive = defineUpstream({ id: 'archive', name: 'Report Archive', baseUrl: 'https://archive.invalid', maxStaleSeconds: 3600, breaker: { failures: 100 } })
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const BROKEN = PDF.slice(0, 12)
const pdf = { 'content-type': 'application/pdf' }
/** What an adapter asks of a report: a whole PDF (its header and its end marker). */
const wholePdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(-8)).includes('%%EOF') || 'the PDF is cut short'
const DAY = 86_400_000
// A GDELT-like provider: past its pace it answers 200 with a sentence asking to slow down; it locks callers out 30 s.
const news = defineUpstream({ id: 'news-api', name: 'News API', baseUrl: 'https://news.invalid', maxStaleSeconds: 3600, breaker: { failures: 1 }, quota: { lockoutSeconds: 30 } })
const SLOW_DOWN = 'Please limit requests to one every 5 seconds.'
/** The adapter's accept: the sentence is the provider's rate limit, anything else that is no JSON list cannot be used. */
const articles = (text: string) => (text.includes('limit requests') ? rateLimitedAnswer('asked to slow down', { retryAfterSeconds: 5 }) : text.startsWith('[') || 'not a list')
/** Counts the times an accept is asked (a parse of a PDF, a ZIP, a CSV on the hot path). */
const counted = () => {
  const asked = { count: 0 }
  return { asked, accept: (bytes: Uint8Array) => (asked.count++, wholePdf(bytes)) }
}

const provider = standInProvider(['/report.pdf', '/broken.pdf', '/data'])
await forEachBackend('upstream accept', (backend) => {
  const space = stateFor(backend)

  it('refuses an answer its accept says is unusable: a 502 with its reason, sent once, not cached; a good one next is cached', async () => {
    const { client, upstreams } = hostOf(archive, provider.server.url, space()(), handClock().now)
    const request = { cacheTtlMs: 30 * DAY, accept: wholePdf }
    provider.answer = { headers: pdf, body: BROKEN }
    await expect(client.bytes('/report.pdf', request)).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED', status: 502, upstreamStatus: 200, kind: 'unusable',
      message: 'Report Archive sent an answer that cannot be used: the PDF is cut short', details: { upstreamStatus: 200, answer: 'unusable' },
    })
    expect(provider.server.requests).toHaveLength(1) // not retried
    provider.answer = { headers: pdf, body: PDF }
    expect((await client.bytes('/report.pdf', request)).data).toEqual(PDF) // the broken one was not kept
    provider.answer = { headers: pdf, body: BROKEN }
    expect((await client.bytes('/report.pdf', request)).data).toEqual(PDF) // the good one was
    expect(provider.server.requests).toHaveLength(2)
    expect((await upstreams.stats())[0]).toMatchObject({ failures: 1, cacheHits: 1 })
  })

  it('asks each caller\'s own accept of a shared flight: one that joined the flight of a request with another accept is refused by its own', async () => {
    const { client } = hostOf(archive, provider.server.url, space()(), handClock().now)
    provider.answer = { headers: pdf, body: BROKEN }
    // Two callers of one URL, at once: the first takes any bytes, the second needs a whole PDF.
    const [anyBytes, whole] = await Promise.allSettled([
      client.bytes('/report.pdf', { cacheTtlMs: 60_000, accept: () => true }),
      client.bytes('/report.pdf', { cacheTtlMs: 60_000, accept: wholePdf }),
    ])
    expect(provider.server.requests).toHaveLength(1)
    expect(anyBytes.status).toBe('fulfilled')
    expect(whole).toMatchObject({ status: 'rejected', reason: { kind: 'unusable', message: 'Report Archive sent an answer that cannot be used: the PDF is cut short' } })
  })

  it('sends a request that does not coalesce itself, asking its own accept, while another host fetches the same URL', async () => {
    const store = space()
    const a = hostOf(archive, provider.server.url, store(), handClock().now)
    const b = hostOf(archive, provider.server.url, store(), handClock().now)
    provider.answer = { headers: pdf, body: BROKEN, delayMs: 300 }
    const anyBytes = a.client.bytes('/report.pdf', { cacheTtlMs: 60_000, accept: () => true })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const whole = b.client.bytes('/report.pdf', { cacheTtlMs: 60_000, coalesce: false, accept: wholePdf })
    const [first, second] = await Promise.allSettled([anyBytes, whole])
    expect(first.status).toBe('fulfilled')
    expect(second).toMatchObject({ status: 'rejected', reason: { kind: 'unusable' } })
    expect(provider.server.requests).toHaveLength(2)
  })

  it('takes a throw as a refusal (its message the error\'s), an async accept, and the data as the schema reads it', async () => {
    const { client } = hostOf(archive, provider.server.url, space()(), handClock().now)
    const schema = v.object({ rows: v.optional(v.array(v.number())), error: v.optional(v.string()) })
    const request = { schema, cacheTtlMs: 60_000, accept: async (data: v.InferOutput<typeof schema>) => {
      if (data.error) throw new Error(`Report Archive answered an error with status 200: ${data.error}`)
    } }
    provider.answer = { body: { error: 'service busy' } }
    await expect(client.json('/data', request)).rejects.toMatchObject({ kind: 'unusable', message: 'Report Archive answered an error with status 200: service busy' })
    provider.answer = { body: { rows: [1, 2] } }
    expect((await client.json('/data', request)).data).toEqual({ rows: [1, 2] })
    provider.answer = { body: { error: 'service busy' } }
    expect((await client.json('/data', request)).data).toEqual({ rows: [1, 2] })
    expect(provider.server.requests).toHaveLength(2)
  })

  it('evicts a cached answer its accept refuses (kept before it was asked) and fetches it anew, never serving it stale', async () => {
    const clock = handClock()
    const { client } = hostOf(archive, provider.server.url, space()(), clock.now)
    provider.answer = { headers: pdf, body: BROKEN }
    expect((await client.bytes('/report.pdf', { cacheTtlMs: 30 * DAY })).data).toEqual(BROKEN) // kept by a call that did not ask
    provider.answer = { status: 500, body: 'down' }
    await expect(client.bytes('/report.pdf', { cacheTtlMs: 30 * DAY, accept: wholePdf })).rejects.toMatchObject({ upstreamStatus: 500 })
    provider.answer = { headers: pdf, body: PDF }
    // Gone from the cache, even for a call that does not ask: it fetches the good one, kept from then on.
    expect((await client.bytes('/report.pdf', { cacheTtlMs: 30 * DAY })).data).toEqual(PDF)
    expect((await client.bytes('/report.pdf', { cacheTtlMs: 30 * DAY, accept: wholePdf })).data).toEqual(PDF)
    expect(provider.server.requests).toHaveLength(5) // the first, 3 attempts of the 500, the good one
  })

  it('answers from a good cached answer past its TTL when the provider later sends an unusable one', async () => {
    const clock = handClock()
    const { client } = hostOf(archive, provider.server.url, space()(), clock.now)
    const request = { cacheTtlMs: 60_000, accept: wholePdf }
    provider.answer = { headers: pdf, body: PDF }
    await client.bytes('/report.pdf', request)
    clock.advance(120_000)
    provider.answer = { headers: pdf, body: BROKEN }
    expect(await client.bytes('/report.pdf', request)).toMatchObject({ data: PDF, stale: { reason: 'provider-failed', ageSeconds: 120 } })
  })

  it('answers a 2xx its accept says is the provider\'s rate limit as the provider\'s 429: Retry-After, lockout, not counted, not kept', async () => {
    const clock = handClock()
    const store = space()
    const a = hostOf(news, provider.server.url, store(), clock.now)
    const b = hostOf(news, provider.server.url, store(), clock.now)
    provider.answer = { headers: { 'content-type': 'text/plain' }, body: SLOW_DOWN }
    const request = { cacheTtlMs: 60_000, accept: articles }
    await expect(a.client.text('/data', request)).rejects.toMatchObject({
      code: 'UPSTREAM_RATE_LIMIT', status: 429, upstreamStatus: 200, headers: { 'retry-after': '5' }, details: { retryAfter: '5' },
      message: 'News API is rate limiting this host; try again later (asked to slow down)',
    })
    expect(provider.server.requests).toHaveLength(1) // not retried
    // The lockout the provider declares holds every host off, as after its 429, before anything is sent.
    await expect(b.client.text('/data', request)).rejects.toMatchObject({ code: 'UPSTREAM_RATE_LIMIT', status: 429, headers: { 'retry-after': '30' } })
    expect(provider.server.requests).toHaveLength(1)
    // Not a failure: the breaker (opened by one failure) stays closed; and the sentence was not kept.
    expect((await a.upstreams.stats())[0]).toMatchObject({ failures: 0, breaker: { state: 'closed' } })
    clock.advance(31_000)
    provider.answer = { headers: { 'content-type': 'application/json' }, body: '[1,2]' }
    expect((await a.client.text('/data', request)).data).toBe('[1,2]')
    expect(provider.server.requests).toHaveLength(2)
  })

  it('takes a thrown rate limit too, with the answer\'s own Retry-After, and serves a cached answer within maxStaleSeconds', async () => {
    const clock = handClock()
    const { client } = hostOf({ ...news, id: 'news-api-2', quota: {} }, provider.server.url, space()(), clock.now)
    const request = { cacheTtlMs: 60_000, accept: (text: string) => {
      if (text.includes('limit requests')) throw rateLimitedAnswer()
    } }
    provider.answer = { headers: { 'content-type': 'text/plain', 'retry-after': '7' }, body: SLOW_DOWN }
    await expect(client.text('/data', { ...request, cacheTtlMs: 0 })).rejects.toMatchObject({ status: 429, headers: { 'retry-after': '7' }, message: 'News API is rate limiting this host; try again later' })
    provider.answer = { headers: { 'content-type': 'application/json' }, body: '[1]' }
    await client.text('/data', request)
    clock.advance(120_000)
    provider.answer = { headers: { 'content-type': 'text/plain' }, body: SLOW_DOWN }
    expect(await client.text('/data', request)).toMatchObject({ data: '[1]', stale: { reason: 'rate-limited', ageSeconds: 120 } })
  })

  it('evicts a cached answer its accept says is a rate limit (kept before it asked), without locking the provider out', async () => {
    const { client } = hostOf(news, provider.server.url, space()(), handClock().now)
    provider.answer = { headers: { 'content-type': 'text/plain' }, body: SLOW_DOWN }
    expect((await client.text('/data', { cacheTtlMs: 60_000 })).data).toBe(SLOW_DOWN) // kept by a call that did not ask
    provider.answer = { headers: { 'content-type': 'application/json' }, body: '[3]' }
    expect((await client.text('/data', { cacheTtlMs: 60_000, accept: articles })).data).toBe('[3]')
    expect(provider.server.requests).toHaveLength(2)
  })

  it('asks its accept once of an answer kept in the cache (memory or Redis), however many hits and hosts read it', async () => {
    const clock = handClock()
    const store = space()
    const { asked, accept } = counted()
    const request = { cacheTtlMs: 60_000, accept }
    const a = hostOf(archive, provider.server.url, store(), clock.now)
    provider.answer = { headers: pdf, body: PDF }
    for (let i = 0; i < 3; i++) expect((await a.client.bytes('/report.pdf', request)).data).toEqual(PDF)
    // Another host of the fleet reads the verdict kept beside the shared answer (embedded, it keeps its own cache).
    const b = hostOf(archive, provider.server.url, store(), clock.now)
    for (let i = 0; i < 2; i++) await b.client.bytes('/report.pdf', request)
    expect(asked.count).toBe(backend === 'redis' ? 1 : 2)
    expect(provider.server.requests).toHaveLength(backend === 'redis' ? 1 : 2)
    // An accept made anew for each call (a closure of the same source) is the same accept.
    const again = counted()
    await a.client.bytes('/report.pdf', { cacheTtlMs: 60_000, accept: (bytes: Uint8Array) => (again.asked.count++, wholePdf(bytes)) })
    await a.client.bytes('/report.pdf', { cacheTtlMs: 60_000, accept: (bytes: Uint8Array) => (again.asked.count++, wholePdf(bytes)) })
    expect(again.asked.count).toBe(1)
  })

  it('tells apart two bound accepts (no source text to know them by): one\'s verdict is not the other\'s', async () => {
    const clock = handClock()
    const { client } = hostOf(archive, provider.server.url, space()(), clock.now)
    function atLeast(this: unknown, size: number, bytes: Uint8Array) {
      return bytes.length >= size || `fewer than ${size} bytes`
    }
    provider.answer = { headers: pdf, body: PDF }
    expect((await client.bytes('/report.pdf', { cacheTtlMs: 60_000, accept: atLeast.bind(null, 1) })).data).toEqual(PDF)
    await expect(client.bytes('/report.pdf', { cacheTtlMs: 60_000, accept: atLeast.bind(null, 10_000) })).rejects.toMatchObject({ kind: 'unusable', message: expect.stringContaining('fewer than 10000 bytes') })
  })

  it('asks its accept of an answer kept without a verdict (before, or by a call that did not ask) once, then keeps the verdict', async () => {
    const clock = handClock()
    const store = space()
    const { asked, accept } = counted()
    const a = hostOf(archive, provider.server.url, store(), clock.now)
    provider.answer = { headers: pdf, body: PDF }
    await a.client.bytes('/report.pdf', { cacheTtlMs: 60_000 })
    for (let i = 0; i < 3; i++) expect((await a.client.bytes('/report.pdf', { cacheTtlMs: 60_000, accept })).data).toEqual(PDF)
    const b = hostOf(archive, provider.server.url, store(), clock.now)
    await b.client.bytes('/report.pdf', { cacheTtlMs: 60_000, accept })
    expect(asked.count).toBe(backend === 'redis' ? 1 : 2)
    expect(provider.server.requests).toHaveLength(backend === 'redis' ? 1 : 2)
    // One such answer its accept refuses is evicted and fetched anew (see above), whichever host reads it.
    const c = hostOf(archive, provider.server.url, store(), clock.now)
    provider.answer = { headers: pdf, body: BROKEN }
    await c.client.bytes('/report.pdf', { cacheTtlMs: 0 }) // not kept
    await c.client.bytes('/broken.pdf', { cacheTtlMs: 60_000 })
    provider.answer = { headers: pdf, body: PDF }
    expect((await c.client.bytes('/broken.pdf', { cacheTtlMs: 60_000, accept })).data).toEqual(PDF)
  })

  // Verdicts travel with the shared cache only.
  it.runIf(backend === 'redis')('asks again on a host of other versions (a new release), which keeps its verdict beside the answer too', async () => {
    const clock = handClock()
    const store = space()
    const { asked, accept } = counted()
    const request = { cacheTtlMs: 60_000, accept }
    const hostAt = (version: string) => createUpstreams({ upstreamRetryDelayMs: 0, upstreams: { archive: { baseUrl: provider.server.url } } }, { state: store(), now: clock.now, acceptScope: `core@${version}` })(archive)
    provider.answer = { headers: pdf, body: PDF }
    await hostAt('1.0.0').bytes('/report.pdf', request)
    await hostAt('1.0.0').bytes('/report.pdf', request)
    expect(asked.count).toBe(1)
    await hostAt('1.1.0').bytes('/report.pdf', request)
    await hostAt('1.1.0').bytes('/report.pdf', request)
    await hostAt('1.0.0').bytes('/report.pdf', request)
    expect(asked.count).toBe(2)
  })

  it('a paid operation whose provider answers its rate limit with a 200 answers as on the provider\'s 429, and charges nothing', async () => {
    const limited = defineUpstream({ ...news, id: 'paid-news' })
    const search = defineOperation({
      name: 'search', method: 'GET', description: 'Searches the news.', input: v.object({}), price: { usd: 0.01 }, upstreams: [limited],
      async handler({ upstream }) {
        const response = await upstream(limited).text('/data', { cacheTtlMs: 60_000, accept: articles })
        return { ok: true, items: JSON.parse(response.data), total: null, source: { provider: limited.name, url: response.url, license: 'test' } }
      },
    })
    const answers = []
    const real429: FixtureAnswer = { status: 429, headers: { 'retry-after': '5' }, body: 'Too Many Requests' }
    for (const answer of [real429, { headers: { 'content-type': 'text/plain' }, body: SLOW_DOWN }]) {
      const gate = createTestPaymentGate()
      const app = createTestApp({ plugins: [definePlugin({ name: 'news-plugin', version: '1.0.0', group: 'news', operations: [search] })], config: { upstreams: { 'paid-news': { baseUrl: provider.server.url } } }, state: space()(), gate })
      provider.answer = answer
      const response = await app.request('/api/news/search', { headers: { [TEST_PAYER_HEADER]: '0x00000000000000000000000000000000000000aa' } })
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'), code: (await response.json()).code, settled: gate.settled.length })
      // The lockout is the provider's: the next call is refused before it is sent, and not charged either.
      const next = await app.request('/api/news/search', { headers: { [TEST_PAYER_HEADER]: '0x00000000000000000000000000000000000000aa' } })
      answers.push({ status: next.status, retryAfter: next.headers.get('retry-after'), code: (await next.json()).code, settled: gate.settled.length })
    }
    expect(answers[2]).toEqual(answers[0])
    expect(answers[3]).toEqual(answers[1])
    expect(answers[2]).toEqual({ status: 429, retryAfter: '5', code: 'UPSTREAM_RATE_LIMIT', settled: 0 })
    expect(answers[3]).toMatchObject({ status: 429, code: 'UPSTREAM_RATE_LIMIT', settled: 0 })
  })
})
