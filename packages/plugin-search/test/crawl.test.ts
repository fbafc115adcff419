import { createTestPaymentGate, type FixtureAnswer, testHost } from '@svc/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { searchPlugin } from '../src/index.ts'

// The site is served on loopback: allowed for exactly 127.0.0.1; other private addresses stay refused.
vi.mock('@svc/core', async (importOriginal) => (await import('@svc/core/testing')).withLoopbackFetch(await importOriginal<typeof import('@svc/core')>()))

const html = (title: string, links: string[]): FixtureAnswer => ({
  body: `<html><head><title>${title}</title></head><body><p>${title} text.</p>${links.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</body></html>`,
  headers: { 'content-type': 'text/html; charset=utf-8' },
})
const ROBOTS = 'GET /robots.txt'
// One gate for the file's hosts; calls are paid, at the catalog's prices.
const gate = createTestPaymentGate()
const h = testHost({
  plugins: [searchPlugin],
  paid: true,
  gate,
  routes: {
    [ROBOTS]: { body: 'User-agent: *\nDisallow: /private\n', headers: { 'content-type': 'text/plain' } },
    'GET /': html('Home', ['/a', '/b', '/private/x', 'https://other.example/x', '/a#part', 'mailto:x@example.com', '/moved']),
    'GET /a': html('A', ['/c', '/']),
    'GET /b': html('B', []),
    'GET /c': html('C', ['/d']),
    'GET /d': html('D', []),
    'GET /private/x': html('Private', []),
    'GET /moved': { status: 302, headers: { location: 'http://10.0.0.5/' } },
  },
})
const crawl = (body: Record<string, unknown>) => h.call('/api/search/crawl', body, undefined, { headers: { 'x-test-payer': '0xabc' } })

describe('search.crawl', () => {
  it('follows same-host links breadth first within maxDepth, obeying robots.txt, and reports what it skipped', async () => {
    const { status, body } = await crawl({ url: `${h.server.url}/`, maxDepth: 2 })
    expect(status).toBe(200)
    const pages = body.data.pages.map((page: { url: string; depth: number; title: string }) => [page.url.replace(h.server.url, ''), page.depth, page.title])
    expect(pages[0]).toEqual(['/', 0, 'Home'])
    expect(pages.slice(1).sort()).toEqual([['/a', 1, 'A'], ['/b', 1, 'B'], ['/c', 2, 'C']])
    expect(body.data.pages[0].content).toContain('Home text.')
    expect(body.data.failures).toEqual([{ url: `${h.server.url}/moved`, error: expect.stringContaining('10.0.0.5') }])
    expect(body.data.skipped).toEqual({ robots: 1, offsite: 1, beyondLimits: 1 })
    expect(h.requests.map((request) => request.path)).not.toContain('/private/x')
    expect(h.requests.map((request) => request.path)).not.toContain('/d')
    expect(gate.settled.at(-1)).toMatchObject({ operation: 'search.crawl', amountMicros: 120_000 })
  })

  it('stops at maxPages and reads only the start page at depth 0', async () => {
    expect((await crawl({ url: `${h.server.url}/`, maxPages: 2 })).body.data.count).toBe(2)
    const shallow = await crawl({ url: `${h.server.url}/`, maxDepth: 0 })
    expect(shallow.body.data.pages.map((page: { url: string }) => page.url)).toEqual([`${h.server.url}/`])
  })

  it('crawls a site without robots.txt, and refuses uncharged when robots.txt disallows the start', async () => {
    h.set(ROBOTS, { status: 404, body: 'not found' })
    expect((await crawl({ url: `${h.server.url}/private/x`, maxDepth: 0 })).body.data.pages[0].title).toBe('Private')
    h.set(ROBOTS, { body: 'User-agent: *\nDisallow: /\n', headers: { 'content-type': 'text/plain' } })
    const settled = gate.settled.length
    expect(await crawl({ url: `${h.server.url}/` })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', error: expect.stringContaining('robots.txt') } })
    expect(await crawl({ url: 'http://172.16.0.1/' })).toMatchObject({ status: 400, body: { reason: 'forbidden_address' } })
    expect(gate.settled.length).toBe(settled)
  })

  h.refusals('/api/search/crawl', [
    [{}, 'url'],
    [{ url: 'ftp://example.com/' }, 'url'],
    [{ url: 'https://example.com/', maxPages: 51 }, 'maxPages'],
    [{ url: 'https://example.com/', maxPages: 0 }, 'maxPages'],
    [{ url: 'https://example.com/', maxDepth: 4 }, 'maxDepth'],
    [{ url: 'https://example.com/', maxChars: 20_001 }, 'maxChars'],
  ], 'POST')
})
