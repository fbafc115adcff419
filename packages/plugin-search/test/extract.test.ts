import { join } from 'node:path'
import { createTestApp, createTestPaymentGate, type FixtureServer, serveFixtures } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { searchPlugin } from '../src/index.ts'

// Pages are served on loopback: allowed for exactly 127.0.0.1; other private addresses stay refused.
vi.mock('@svc/core', async (importOriginal) => (await import('@svc/core/testing')).withLoopbackFetch(await importOriginal<typeof import('@svc/core')>()))

let site: FixtureServer
beforeAll(async () => {
  site = await serveFixtures({
    'GET /article': { file: join(import.meta.dirname, '../../providers/test/fixtures/pages/article.html') },
    'GET /notes.txt': { body: 'Plain notes.\nSecond line.', headers: { 'content-type': 'text/plain; charset=utf-8' } },
    'GET /long': { body: `<html><body><p>${'word '.repeat(1000)}</p></body></html>`, headers: { 'content-type': 'text/html' } },
    'GET /moved': { status: 301, headers: { location: 'http://10.0.0.9/' } },
  })
})
afterAll(() => site.close())

const gate = createTestPaymentGate()
const app = createTestApp({ plugins: [searchPlugin], gate })
async function extract(body: Record<string, unknown>) {
  const response = await app.request('/api/search/extract', { json: body, headers: { 'x-test-payer': '0xabc' } })
  return { status: response.status, body: await response.json() }
}

describe('search.extract', () => {
  it('answers each page\'s readable text in the order given, a failed page beside the others', async () => {
    const { status, body } = await extract({ urls: [`${site.url}/article`, `${site.url}/gone`, `${site.url}/notes.txt`, `${site.url}/moved`] })
    expect(status).toBe(200)
    const [article, gone, notes, moved] = body.data.results
    expect(article).toMatchObject({ url: `${site.url}/article`, status: 'ok', finalUrl: `${site.url}/article`, title: 'Tide pools of the Pacific coast', truncated: false })
    expect(article.content).toContain('Sea stars, anemones and hermit crabs live in them.')
    expect(article.content).not.toMatch(/<p>|Copyright/)
    expect(article.words).toBeGreaterThan(40)
    expect(gone).toEqual({ url: `${site.url}/gone`, status: 'failed', error: expect.stringContaining('HTTP 404') })
    expect(notes).toMatchObject({ status: 'ok', title: null, content: 'Plain notes.\nSecond line.', words: 4 })
    expect(moved).toMatchObject({ status: 'failed', error: expect.stringContaining('10.0.0.9') })
    expect(body.data).toMatchObject({ count: 2, failed: 2 })
    expect(gate.settled.at(-1)).toMatchObject({ operation: 'search.extract', amountMicros: 45_000 })
  })

  it('cuts each page at maxChars and says so', async () => {
    const { body } = await extract({ urls: [`${site.url}/long`], maxChars: 500 })
    expect(body.data.results[0].content).toHaveLength(500)
    expect(body.data.results[0]).toMatchObject({ truncated: true, words: 1000 })
  })

  it('answers the reason, uncharged, when no page can be fetched: 400 for a private address, 502 for a failing site', async () => {
    const settled = gate.settled.length
    expect(await extract({ urls: ['http://192.168.0.1/'] })).toMatchObject({ status: 400, body: { field: 'urls.0', reason: 'forbidden_address' } })
    expect(await extract({ urls: [`${site.url}/gone`] })).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    expect(gate.settled.length).toBe(settled)
  })

  it('rejects out-of-bounds input with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ urls: [] }, 'urls'],
      [{ urls: Array.from({ length: 21 }, (_, i) => `https://example.com/${i}`) }, 'urls'],
      [{ urls: ['not a url'] }, 'urls'],
      [{ urls: ['ftp://example.com/'] }, 'urls'],
      [{ urls: ['https://example.com/'], maxChars: 499 }, 'maxChars'],
      [{ urls: ['https://example.com/'], maxChars: 100_001 }, 'maxChars'],
    ] as const) {
      const answer = await extract(body)
      expect(answer.status, field).toBe(400)
      expect(JSON.stringify(answer.body), field).toContain(field)
    }
  })
})
