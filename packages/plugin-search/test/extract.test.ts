import { createTestPaymentGate, testHost } from '@svc/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { searchPlugin } from '../src/index.ts'

// Pages are served on loopback: allowed for exactly 127.0.0.1; other private addresses stay refused.
vi.mock('@svc/core', async (importOriginal) => (await import('@svc/core/testing')).withLoopbackFetch(await importOriginal<typeof import('@svc/core')>()))

// One gate for the file's hosts; calls are paid, at the catalog's prices.
const gate = createTestPaymentGate()
const h = testHost({
  plugins: [searchPlugin],
  paid: true,
  gate,
  fixtures: '../../providers/test/fixtures/pages',
  routes: {
    'GET /article': 'article.html',
    'GET /notes.txt': { body: 'Plain notes.\nSecond line.', headers: { 'content-type': 'text/plain; charset=utf-8' } },
    'GET /long': { body: `<html><body><p>${'word '.repeat(1000)}</p></body></html>`, headers: { 'content-type': 'text/html' } },
    'GET /moved': { status: 301, headers: { location: 'http://10.0.0.9/' } },
  },
})
const extract = (body: Record<string, unknown>) => h.call('/api/search/extract', body, undefined, { headers: { 'x-test-payer': '0xabc' } })

describe('search.extract', () => {
  it('answers each page\'s readable text in the order given, a failed page beside the others', async () => {
    const { status, body } = await extract({ urls: [`${h.server.url}/article`, `${h.server.url}/gone`, `${h.server.url}/notes.txt`, `${h.server.url}/moved`] })
    expect(status).toBe(200)
    const [article, gone, notes, moved] = body.data.results
    expect(article).toMatchObject({ url: `${h.server.url}/article`, status: 'ok', finalUrl: `${h.server.url}/article`, title: 'Tide pools of the Pacific coast', truncated: false })
    expect(article.content).toContain('Sea stars, anemones and hermit crabs live in them.')
    expect(article.content).not.toMatch(/<p>|Copyright/)
    expect(article.words).toBeGreaterThan(40)
    expect(gone).toEqual({ url: `${h.server.url}/gone`, status: 'failed', error: expect.stringContaining('HTTP 404') })
    expect(notes).toMatchObject({ status: 'ok', title: null, content: 'Plain notes.\nSecond line.', words: 4 })
    expect(moved).toMatchObject({ status: 'failed', error: expect.stringContaining('10.0.0.9') })
    expect(body.data).toMatchObject({ count: 2, failed: 2 })
    expect(gate.settled.at(-1)).toMatchObject({ operation: 'search.extract', amountMicros: 45_000 })
  })

  it('cuts each page at maxChars and says so', async () => {
    const { body } = await extract({ urls: [`${h.server.url}/long`], maxChars: 500 })
    expect(body.data.results[0].content).toHaveLength(500)
    expect(body.data.results[0]).toMatchObject({ truncated: true, words: 1000 })
  })

  it('answers the reason, uncharged, when no page can be fetched: 400 for a private address, 502 for a failing site', async () => {
    const settled = gate.settled.length
    expect(await extract({ urls: ['http://192.168.0.1/'] })).toMatchObject({ status: 400, body: { field: 'urls.0', reason: 'forbidden_address' } })
    expect(await extract({ urls: [`${h.server.url}/gone`] })).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    expect(gate.settled.length).toBe(settled)
  })

  h.refusals('/api/search/extract', [
    [{ urls: [] }, 'urls'],
    [{ urls: Array.from({ length: 21 }, (_, i) => `https://example.com/${i}`) }, 'urls'],
    [{ urls: ['not a url'] }, 'urls.0'],
    [{ urls: ['ftp://example.com/'] }, 'urls.0'],
    [{ urls: ['https://example.com/'], maxChars: 499 }, 'maxChars'],
    [{ urls: ['https://example.com/'], maxChars: 100_001 }, 'maxChars'],
  ], 'POST')
})
