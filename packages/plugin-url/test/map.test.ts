import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { testHost, serveFixtures, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { urlPlugin } from '../src/index.ts'

vi.mock('@svc/core', async (importOriginal) => (await import('@svc/core/testing')).withLoopbackFetch(await importOriginal<typeof import('@svc/core')>()))

let site: FixtureServer
let bare: FixtureServer
beforeAll(async () => {
  // The files name the site by its origin, known once the server listens.
  let origin = ''
  const file = (name: string, type: string) => () => ({ body: readFileSync(join(import.meta.dirname, 'fixtures/site', name), 'utf8').replaceAll('SITE', origin), headers: { 'content-type': type } })
  site = await serveFixtures({
    'GET /robots.txt': file('robots.txt', 'text/plain'),
    'GET /sitemap-index.xml': file('sitemap-index.xml', 'application/xml'),
    'GET /sitemap-news.xml': file('sitemap-news.xml', 'application/xml'),
    'GET /tides': file('article.html', 'text/html'),
  })
  origin = site.url
  // A site with neither robots.txt nor sitemap: /sitemap.xml is tried, the page's links are read.
  bare = await serveFixtures({ 'GET /tides': file('article.html', 'text/html') })
})
afterAll(async () => {
  await site.close()
  await bare.close()
})

const app = testHost({ plugins: urlPlugin })
const map = (server: FixtureServer, query = '') => app.ok(`/api/url/map?url=${encodeURIComponent(`${server.url}/tides`)}${query}`)

describe('url.map', () => {
  it('follows robots.txt to the sitemap index and its sitemaps, then adds the page\'s same-site links', async () => {
    const data = await map(site)
    expect(data.items).toEqual([
      { url: `${site.url}/tides`, from: 'sitemap', lastmod: '2026-11-25', changefreq: 'daily', priority: 0.8 },
      { url: `${site.url}/about`, from: 'sitemap', lastmod: null, changefreq: null, priority: null },
      { url: `${site.url}/a&b`, from: 'sitemap', lastmod: null, changefreq: null, priority: 0.3 },
    ])
    expect(data.robots).toEqual({ found: true, sitemaps: [`${site.url}/sitemap-index.xml`], allowsRoot: true, crawlDelaySeconds: 2 })
    expect(data.sitemaps).toEqual([
      { url: `${site.url}/sitemap-index.xml`, status: 'read', urls: 0 },
      { url: `${site.url}/sitemap-news.xml`, status: 'read', urls: 3 },
      { url: `${site.url}/sitemap-missing.xml`, status: 'failed', urls: 0 },
    ])
    expect(data.page).toEqual({ url: `${site.url}/tides`, links: 2 })
    expect(data).toMatchObject({ site: site.url, truncated: false, total: null })
  })

  it('keeps to the limit', async () => {
    const data = await map(site, '&limit=2')
    expect(data.items).toHaveLength(2)
    expect(data.truncated).toBe(true)
  })

  it('reads the page\'s links on a site without robots.txt or sitemap', async () => {
    const data = await map(bare)
    expect(data.items.map((row: { url: string; from: string }) => [row.url, row.from])).toEqual([[`${bare.url}/tides`, 'page'], [`${bare.url}/about`, 'page']])
    expect(data.robots.found).toBe(false)
    expect(data.sitemaps).toEqual([{ url: `${bare.url}/sitemap.xml`, status: 'failed', urls: 0 }])
  })

  it('answers 502 when nothing of the site can be read, and refuses private addresses', async () => {
    await app.status(`/api/url/map?url=${encodeURIComponent(`${bare.url}/missing`)}`, 502, undefined, 'UPSTREAM_FAILED')
    await app.rejects('/api/url/map?url=http%3A%2F%2F192.168.1.1%2F', 'url')
    await app.rejects(`/api/url/map?url=${encodeURIComponent(`${site.url}/`)}&limit=0`, 'limit')
  })
})
