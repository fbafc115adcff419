import * as v from 'valibot'
import { expect, it } from 'vitest'
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

const provider = standInProvider(['/report.pdf', '/data'])
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
})
