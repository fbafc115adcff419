import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { encyclopediaPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: `wikipedia/${name}` })
const h = testHost({
  plugins: [encyclopediaPlugin],
  // Both editions answer from one fixture server; the paths tell them apart in these tests.
  upstreams: ['wikipedia-en', 'wikipedia-fr'],
  routes: {
    'GET /api/rest_v1/page/summary/Ada_Lovelace': fixture('summary-Ada_Lovelace.json'),
    'GET /api/rest_v1/page/summary/Paris': fixture('summary-Paris-fr.json'),
    'GET /api/rest_v1/page/summary/Zzqxj_nothing': { status: 404, ...fixture('not-found.json') },
    'GET /w/rest.php/v1/search/title': (request) => fixture(request.query.get('q') === 'ada lovelace' ? 'search-title-ada.json' : 'search-title-empty.json'),
  },
})

describe('encyclopedia.summary', () => {
  it('answers an article\'s summary by title', async () => {
    const data = await h.ok('/api/encyclopedia/summary?title=Ada%20Lovelace')
    expect(data.total).toBe(1)
    expect(data.items[0]).toEqual({
      title: 'Ada Lovelace',
      type: 'standard',
      description: 'English mathematician (1815–1852)',
      extract: expect.stringContaining('Analytical Engine'),
      thumbnail: { url: expect.stringContaining('Ada_Byron_daguerreotype'), width: 330, height: 402 },
      coordinates: null,
      wikidataId: 'Q7259',
      lang: 'en',
      lastEdited: '2026-11-20T10:00:00Z',
      url: 'https://en.wikipedia.org/wiki/Ada_Lovelace',
    })
    expect(data.source).toMatchObject({ provider: 'Wikipedia (en)', url: 'https://en.wikipedia.org/wiki/Ada_Lovelace', license: expect.stringContaining('CC BY-SA') })
  })

  it('finds the article by words through the title search', async () => {
    const data = await h.ok('/api/encyclopedia/summary?q=ada%20lovelace')
    expect(data.items[0].title).toBe('Ada Lovelace')
    const [search, summary] = h.requests.slice(-2)
    expect(Object.fromEntries(search!.query)).toEqual({ q: 'ada lovelace', limit: '1' })
    expect(summary!.path).toBe('/api/rest_v1/page/summary/Ada_Lovelace')
  })

  it('reads another edition, with coordinates for a place', async () => {
    const data = await h.ok('/api/encyclopedia/summary?title=Paris&lang=fr')
    expect(data.items[0]).toMatchObject({ lang: 'fr', coordinates: { lat: 48.856944, lon: 2.351389 }, url: 'https://fr.wikipedia.org/wiki/Paris' })
    expect(data.source.provider).toBe('Wikipedia (fr)')
    // The edition that answered is identified and credited, as CC BY-SA asks.
    expect(h.last().headers['user-agent']).toMatch(/^svc-plugin-encyclopedia /)
    const { body } = await h.call('/api/encyclopedia/summary?title=Paris&lang=fr')
    expect(body.meta.attribution).toStrictEqual([{ provider: 'Wikipedia (fr)', text: 'Text from Wikipedia (fr), by its contributors, CC BY-SA 4.0', url: 'https://en.wikipedia.org/wiki/Wikipedia:Reusing_Wikipedia_content' }])
  })

  it('answers 404 for a missing article or a search without match', async () => {
    await h.status('/api/encyclopedia/summary?title=Zzqxj%20nothing', 404, undefined, 'NOT_FOUND')
    await h.status('/api/encyclopedia/summary?q=zzqxj', 404, undefined, 'NOT_FOUND')
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/encyclopedia/summary', 'title')
    await h.rejects('/api/encyclopedia/summary?title=Paris&q=paris', 'q')
    await h.rejects('/api/encyclopedia/summary?title=a%7Cb', 'title')
    await h.rejects('/api/encyclopedia/summary?title=Paris&lang=xx', 'lang')
  })

  h.failures('GET /api/rest_v1/page/summary/Ada_Lovelace', '/api/encyclopedia/summary?title=Ada_Lovelace')
})
