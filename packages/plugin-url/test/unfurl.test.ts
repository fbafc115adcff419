import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { testHost, serveFixtures, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { urlPlugin } from '../src/index.ts'

// The made-up site is served on 127.0.0.1: in these tests only, core's fetchPublicUrl may reach it.
vi.mock('@svc/core', async (importOriginal) => (await import('@svc/core/testing')).withLoopbackFetch(await importOriginal<typeof import('@svc/core')>()))

const html = (name: string) => ({ body: readFileSync(join(import.meta.dirname, 'fixtures/site', name), 'utf8'), headers: { 'content-type': 'text/html; charset=utf-8' } })
let site: FixtureServer
beforeAll(async () => {
  site = await serveFixtures({
    'GET /tides': html('article.html'),
    'GET /bare': html('bare.html'),
    'GET /moved': { status: 301, headers: { location: '/bare' } },
    'GET /image.png': { body: 'png', headers: { 'content-type': 'image/png' } },
  })
})
afterAll(() => site.close())

const app = testHost({ plugins: urlPlugin })
const unfurl = async (path: string) => (await app.ok(`/api/url/unfurl?url=${encodeURIComponent(site.url + path)}`)).items[0]

describe('url.unfurl', () => {
  it('reads Open Graph, Twitter card, oEmbed, icons and feeds, URLs made absolute', async () => {
    const row = await unfurl('/tides')
    expect(row).toMatchObject({
      url: `${site.url}/tides`,
      finalUrl: `${site.url}/tides`,
      status: 200,
      title: 'Tides of the North Sea',
      htmlTitle: 'Tides of the North Sea & more',
      description: 'How the tides move around the North Sea.',
      siteName: 'Example Coast News',
      type: 'article',
      canonical: 'https://news.example/tides',
      lang: 'en-GB',
      themeColor: '#003366',
      image: { url: `${site.url}/images/tides.jpg`, width: 1200, height: 630, alt: 'Waves on a beach' },
      favicon: `${site.url}/icons/favicon-32.png`,
      icons: [{ url: `${site.url}/icons/favicon-32.png`, rel: 'icon', type: 'image/png', sizes: '32x32' }, { url: `${site.url}/icons/touch.png`, rel: 'apple-touch-icon', type: null, sizes: '180x180' }],
      twitter: { card: 'summary_large_image', site: '@examplecoast' },
      oembed: [{ url: `${site.url}/oembed?url=https%3A%2F%2Fnews.example%2Ftides&format=json`, format: 'json', title: 'Tides of the North Sea' }],
      feeds: [{ url: `${site.url}/feed.xml`, type: 'rss', title: 'Example Coast News' }],
    })
    expect(row.openGraph).toMatchObject({ title: 'Tides of the North Sea', 'image:width': '1200' })
  })

  it('falls back to the HTML title and /favicon.ico, after redirects', async () => {
    expect(await unfurl('/moved')).toMatchObject({ finalUrl: `${site.url}/bare`, title: 'Bare page', description: null, image: null, favicon: `${site.url}/favicon.ico`, oembed: [] })
  })

  it('refuses what is not a page, and private addresses other than the test loopback', async () => {
    await app.rejects(`/api/url/unfurl?url=${encodeURIComponent(`${site.url}/image.png`)}`, 'url')
    const body = await app.status(`/api/url/unfurl?url=${encodeURIComponent('http://10.0.0.1/')}`, 400, undefined, 'INVALID_INPUT')
    expect(body).toMatchObject({ field: 'url', reason: 'forbidden_address' })
    await app.rejects('/api/url/unfurl?url=ftp%3A%2F%2Fexample.com%2F', 'url')
  })

  it('answers 502, uncharged, when the page fails', () => app.status(`/api/url/unfurl?url=${encodeURIComponent(`${site.url}/missing`)}`, 502, undefined, 'UPSTREAM_FAILED'))
})
