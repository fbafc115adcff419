import { testHost } from '@svc/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { urlPlugin } from '../src/index.ts'

// The made-up site is served on 127.0.0.1: in these tests only, core's fetchPublicUrl may reach it.
vi.mock('@svc/core', async (importOriginal) => (await import('@svc/core/testing')).withLoopbackFetch(await importOriginal<typeof import('@svc/core')>()))

/** A page of the made-up site (fixtures/site), served by the test host beside the plugin. */
const html = (name: string) => ({ file: `site/${name}`, headers: { 'content-type': 'text/html; charset=utf-8' } })
const app = testHost({
  plugins: urlPlugin,
  routes: {
    'GET /tides': html('article.html'),
    'GET /bare': html('bare.html'),
    'GET /moved': { status: 301, headers: { location: '/bare' } },
    'GET /image.png': { body: 'png', headers: { 'content-type': 'image/png' } },
  },
})
const unfurl = async (path: string) => (await app.ok(`/api/url/unfurl?url=${encodeURIComponent(app.server.url + path)}`)).items[0]

describe('url.unfurl', () => {
  it('reads Open Graph, Twitter card, oEmbed, icons and feeds, URLs made absolute', async () => {
    const row = await unfurl('/tides')
    expect(row).toMatchObject({
      url: `${app.server.url}/tides`,
      finalUrl: `${app.server.url}/tides`,
      status: 200,
      title: 'Tides of the North Sea',
      htmlTitle: 'Tides of the North Sea & more',
      description: 'How the tides move around the North Sea.',
      siteName: 'Example Coast News',
      type: 'article',
      canonical: 'https://news.example/tides',
      lang: 'en-GB',
      themeColor: '#003366',
      image: { url: `${app.server.url}/images/tides.jpg`, width: 1200, height: 630, alt: 'Waves on a beach' },
      favicon: `${app.server.url}/icons/favicon-32.png`,
      icons: [{ url: `${app.server.url}/icons/favicon-32.png`, rel: 'icon', type: 'image/png', sizes: '32x32' }, { url: `${app.server.url}/icons/touch.png`, rel: 'apple-touch-icon', type: null, sizes: '180x180' }],
      twitter: { card: 'summary_large_image', site: '@examplecoast' },
      oembed: [{ url: `${app.server.url}/oembed?url=https%3A%2F%2Fnews.example%2Ftides&format=json`, format: 'json', title: 'Tides of the North Sea' }],
      feeds: [{ url: `${app.server.url}/feed.xml`, type: 'rss', title: 'Example Coast News' }],
    })
    expect(row.openGraph).toMatchObject({ title: 'Tides of the North Sea', 'image:width': '1200' })
  })

  it('falls back to the HTML title and /favicon.ico, after redirects', async () => {
    expect(await unfurl('/moved')).toMatchObject({ finalUrl: `${app.server.url}/bare`, title: 'Bare page', description: null, image: null, favicon: `${app.server.url}/favicon.ico`, oembed: [] })
  })

  it('refuses what is not a page, and private addresses other than the test loopback', async () => {
    await app.rejects(`/api/url/unfurl?url=${encodeURIComponent(`${app.server.url}/image.png`)}`, 'url')
    const body = await app.status(`/api/url/unfurl?url=${encodeURIComponent('http://10.0.0.1/')}`, 400, undefined, 'INVALID_INPUT')
    expect(body).toMatchObject({ field: 'url', reason: 'forbidden_address' })
    await app.rejects('/api/url/unfurl?url=ftp%3A%2F%2Fexample.com%2F', 'url')
  })

  it('answers 502, uncharged, when the page fails', () => app.status(`/api/url/unfurl?url=${encodeURIComponent(`${app.server.url}/missing`)}`, 502, undefined, 'UPSTREAM_FAILED'))
})
