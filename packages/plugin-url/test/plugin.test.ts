import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveFixtures, testPlugin, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll } from 'vitest'
import { urlPlugin } from '../src/index.ts'

// The made-up site (fixtures/site) the examples read at https://example.com/ (and http://example.com/).
let site: FixtureServer
beforeAll(async () => {
  const file = (name: string, type: string) => ({ body: readFileSync(join(import.meta.dirname, 'fixtures/site', name), 'utf8').replaceAll('SITE', 'https://example.com'), headers: { 'content-type': type } })
  site = await serveFixtures({
    'GET /': file('article.html', 'text/html; charset=utf-8'),
    'GET /robots.txt': file('robots.txt', 'text/plain'),
    'GET /sitemap-index.xml': file('sitemap-index.xml', 'application/xml'),
    'GET /sitemap-news.xml': file('sitemap-news.xml', 'application/xml'),
  })
})
afterAll(() => site.close())

testPlugin(urlPlugin, {
  examples: { 'url.clean': { url: 'https://example.com/?utm_source=x&id=1' } },
  site: () => site.url,
  // Rendered in headless Chromium, over plain HTTP: Chromium talks TLS to the site itself and trusts no test certificate.
  examplesNeed: { 'url.render': 'chromium' },
})
