import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineUpstream } from '../src/index.ts'
import { createUpstreams } from '../src/upstream/client.ts'
import { serveFixtures, type FixtureServer } from '../src/testing/index.ts'

// A request's maxBytes: a larger answer is not read on (a hostile or huge file cannot fill the host's memory).

const site = defineUpstream({ id: 'files-site', name: 'Files Site', baseUrl: 'https://files.invalid' })

describe('upstream maxBytes', () => {
  let server: FixtureServer
  beforeAll(async () => {
    server = await serveFixtures({ 'GET /big': { body: 'x'.repeat(2000), headers: { 'content-type': 'application/octet-stream' } } })
  })
  afterAll(() => server.close())
  const client = () => createUpstreams({ upstreams: { 'files-site': { baseUrl: server.url } } })(site)

  it('fails an answer whose Content-Length passes the bound, and reads one within it', async () => {
    await expect(client().bytes('/big', { maxBytes: 1000 })).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', details: { answer: 'oversized' }, message: expect.stringContaining('larger than 1000 bytes') })
    await expect(client().text('/big', { maxBytes: 1000 })).rejects.toMatchObject({ details: { answer: 'oversized' } })
    expect((await client().bytes('/big', { maxBytes: 2000 })).data.byteLength).toBe(2000)
    expect((await client().text('/big', { maxBytes: 2000 })).data).toBe('x'.repeat(2000))
  })

  it('stops reading a streamed answer without a length once it passes the bound, and never retries it', async () => {
    let pulled = 0
    let sent = 0
    const streaming = (async () => {
      sent++
      // 100 kB in 512-byte pieces, no Content-Length: read no further than the bound.
      const body = new ReadableStream<Uint8Array>({ pull: (controller) => (++pulled > 200 ? controller.close() : controller.enqueue(new Uint8Array(512))) })
      return new Response(body, { status: 200, headers: { 'content-type': 'application/pdf' } })
    }) as typeof fetch
    const streamed = createUpstreams({ upstreams: { 'files-site': { baseUrl: 'https://files.invalid' } } }, streaming)(site)
    await expect(streamed.bytes('/streamed.pdf', { maxBytes: 4096 })).rejects.toMatchObject({ details: { answer: 'oversized' } })
    expect(pulled).toBeLessThan(20)
    expect(sent).toBe(1)
  })
})
