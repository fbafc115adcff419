import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { searchPlugin } from '../src/index.ts'

const fixture = (path: string) => ({ file: path })
const routes = { 'GET /res/v1/web/search': fixture('brave-search/web-search.json'), 'GET /search': fixture('searxng/search.json') }

describe('search.web on Brave Search', () => {
  const h = testHost({ plugins: [searchPlugin], upstreams: ['brave-search'], routes, keys: { 'brave-search': 'brave-test' }, config: { settings: { search: { webEngine: 'brave' } } } })

  it('answers ranked web pages, snippets in plain text, http(s) only', async () => {
    const data = await h.ok('/api/search/web?q=tide%20pools&country=us&language=EN&limit=5')
    const request = h.last()
    expect(Object.fromEntries(request.query)).toEqual({ q: 'tide pools', count: '5', country: 'US', search_lang: 'en', safesearch: 'moderate' })
    expect(request.headers['x-subscription-token']).toBe('brave-test')
    expect(data).toMatchObject({ ok: true, total: null, source: { provider: 'Brave Search' } })
    expect(data.items).toEqual([
      { rank: 1, title: 'Tide pool - Wikipedia', url: 'https://en.wikipedia.org/wiki/Tide_pool', domain: 'en.wikipedia.org', snippet: 'Tide pools are shallow pools of seawater that form on the rocky intertidal shore. Many of these pools exist as separate bodies of water only at low tide.', published: '2025-05-30', engines: ['brave'] },
      { rank: 2, title: 'Visiting tide pools safely & responsibly', url: 'https://www.nps.example/tidepools.htm', domain: 'nps.example', snippet: 'Check the tide table and step only on bare rock.', published: null, engines: ['brave'] },
    ])
  })
  it('asks in the language codes Brave takes (jp, pt-br or pt-pt, zh-hans or zh-hant, nb, en-gb)', async () => {
    const asked = async (params: string) => {
      await h.ok(`/api/search/web?q=tide%20pools&${params}`)
      return Object.fromEntries(h.last().query)
    }
    expect(await asked('language=ja')).toMatchObject({ search_lang: 'jp' })
    expect(await asked('language=pt')).toMatchObject({ search_lang: 'pt-br' })
    expect(await asked('language=pt&country=PT')).toMatchObject({ search_lang: 'pt-pt', country: 'PT' })
    expect(await asked('language=zh&country=TW')).toMatchObject({ search_lang: 'zh-hant', country: 'TW' })
    expect(await asked('language=zh')).toMatchObject({ search_lang: 'zh-hans' })
    expect(await asked('language=no')).toMatchObject({ search_lang: 'nb' })
    expect(await asked('language=en&country=GB')).toMatchObject({ search_lang: 'en-gb', country: 'GB' })
  })
  it('refuses, naming the field, a country or language Brave does not serve, before asking Brave', async () => {
    const before = h.requests.length
    expect(await h.call('/api/search/web?q=tide&country=EG')).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', error: expect.stringContaining('country') } })
    expect(await h.call('/api/search/web?q=tide&language=sw')).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', error: expect.stringContaining('language') } })
    expect(h.requests.length).toBe(before)
  })
  it('names a bad field', async () => {
    await h.rejects('/api/search/web?q=x', 'q')
    await h.rejects('/api/search/web?q=tide&country=usa', 'country')
    await h.rejects('/api/search/web?q=tide&language=eng', 'language')
    await h.rejects('/api/search/web?q=tide&limit=21', 'limit')
  })
  it('answers 503 naming the key when the engine is brave and no key is set', async () => {
    const { status, body } = await h.call('/api/search/web?q=tide', undefined, { upstreams: { 'brave-search': { baseUrl: h.server.url } } })
    expect(status).toBe(503)
    expect(body).toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_BRAVE_SEARCH_KEY') })
  })
  h.failures('GET /res/v1/web/search', '/api/search/web?q=tide%20pools')
})

describe('search.web on a SearXNG instance', () => {
  const h = testHost({ plugins: [searchPlugin], upstreams: ['searxng'], routes, config: { settings: { search: { webEngine: 'searxng' } } } })

  it('asks the instance for JSON and answers its results with their engines', async () => {
    const data = await h.ok('/api/search/web?q=tide%20pools&language=en&country=gb')
    expect(h.last().params).toEqual({ q: 'tide pools', format: 'json', language: 'en-GB', safesearch: '1', pageno: '1' })
    expect(data).toMatchObject({ total: null, source: { provider: 'SearXNG', url: expect.stringContaining(`${h.server.url}/search?`) } })
    expect(data.items).toEqual([
      { rank: 1, title: 'Tide pool - Wikipedia', url: 'https://en.wikipedia.org/wiki/Tide_pool', domain: 'en.wikipedia.org', snippet: 'Tide pools are shallow pools of seawater that form on the rocky intertidal shore.', published: null, engines: ['wikipedia', 'duckduckgo', 'brave'] },
      { rank: 2, title: 'Record low tides draw crowds', url: 'https://news.example/2025/06/02/low-tide', domain: 'news.example', snippet: "Visitors flocked to the shore as the year's lowest tides exposed the pools.", published: '2025-06-02', engines: ['bing news'] },
    ])
  })
  it('keeps to the limit, and asks for all languages by default', async () => {
    expect((await h.ok('/api/search/web?q=tide%20pools&limit=1')).items).toHaveLength(1)
    expect(h.last().query.get('language')).toBe('all')
  })
  h.failures('GET /search', '/api/search/web?q=tide%20pools')
})

describe('search.web without an engine', () => {
  // Listed prices kept (`paid`), or every operation free, with no engine unless a call sets one.
  const paid = testHost({ plugins: searchPlugin, paid: true })
  const free = testHost({ plugins: searchPlugin })
  it('is unavailable, naming the setting (503 before any 402)', async () => {
    const app = paid
    const body = await app.status('/api/search/web?q=tide', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
    expect(body.error).toContain('settings.search.webEngine')
    const { body: directory } = await app.call('/api/directory')
    expect(directory.operations.find((entry: { id: string }) => entry.id === 'search.web')).toMatchObject({ available: false })
  })
  it('is unavailable while the chosen engine lacks what it needs: brave without its key, an unknown engine (503 before any 402)', async () => {
    for (const [webEngine, reason] of [['brave', 'SVC_UPSTREAM_BRAVE_SEARCH_KEY'], ['bing', 'must be brave or searxng']] as const) {
      const settings = { settings: { search: { webEngine }, ai: { textModel: 'mini' } } }
      for (const path of ['/api/search/web?q=tide', '/api/search/ai?q=tide%20pools']) {
        const { status, body } = await paid.call(path, undefined, settings)
        expect({ status, code: body.code }).toEqual({ status: 503, code: 'UPSTREAM_NOT_CONFIGURED' })
        expect(body.error, `${webEngine} ${path}`).toContain(reason)
      }
      const { body: directory } = await paid.call('/api/directory', undefined, settings)
      for (const id of ['search.web', 'search.ai']) expect(directory.operations.find((entry: { id: string }) => entry.id === id), `${webEngine} ${id}`).toMatchObject({ available: false, unavailableReason: expect.stringContaining(reason) })
    }
  })
  it('answers 503 for an engine it does not know', async () => {
    const { status, body } = await free.call('/api/search/web?q=tide', undefined, { settings: { search: { webEngine: 'bing' } } })
    expect({ status, code: body.code }).toEqual({ status: 503, code: 'UPSTREAM_NOT_CONFIGURED' })
  })
})
