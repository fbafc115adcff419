import { readFileSync } from 'node:fs'
import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { newsPlugin } from '../src/index.ts'

const h = testHost({
  plugins: [newsPlugin],
  upstreams: ['gdelt'],
  routes: { 'GET /doc/doc': { file: 'gdelt/artlist-solar.json' } },
})

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

describe('news.search', () => {
  it('normalizes GDELT articles', async () => {
    const data = await h.ok('/api/news/search?q=solar%20record')
    expect(data.total).toBeNull()
    expect(data.items[0]).toEqual({
      title: 'Solar capacity sets another record as grids add storage',
      url: 'https://www.example-news.org/2026/11/20/solar-capacity-record',
      domain: 'example-news.org',
      language: 'English',
      sourceCountry: 'United Kingdom',
      seenAt: '2026-11-20T08:15:00Z',
      imageUrl: 'https://www.example-news.org/img/solar.jpg',
    })
    expect(data.items[1].imageUrl).toBeNull()
    expect(data.source.provider).toBe('GDELT DOC 2.0 API')
  })

  it('asks for an article list over the last week by default', async () => {
    await h.ok('/api/news/search?q=solar')
    const sent = h.last().query
    expect(Object.fromEntries(sent)).toMatchObject({ query: 'solar', mode: 'ArtList', format: 'json', maxrecords: '25', sort: 'DateDesc', timespan: '7d' })
  })

  it('puts language and country in the query and sends dates as GDELT datetimes', async () => {
    const from = daysAgo(10)
    await h.ok(`/api/news/search?q=energie&language=French&country=france&from=${from}&sort=relevance&limit=5`)
    const sent = h.last().query
    expect(sent.get('query')).toBe('energie sourcelang:french sourcecountry:france')
    expect(sent.get('startdatetime')).toBe(`${from.replaceAll('-', '')}000000`)
    expect(sent.get('timespan')).toBeNull()
    expect(sent.get('sort')).toBe('HybridRel')
  })

  it('answers no match ({}) as zero items', async () => {
    h.set('GET /doc/doc', { body: {} })
    expect(await h.ok('/api/news/search?q=zzqxjv')).toMatchObject({ items: [], total: null })
  })

  it('turns GDELT\'s plain-text refusal into a 400 naming q', async () => {
    h.set('GET /doc/doc', { file: 'gdelt/refused.txt' })
    const body = await h.rejects('/api/news/search?q=abc', 'q')
    expect(body.error).toContain('too short')
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/news/search?q=ab', 'q')
    await h.rejects('/api/news/search?q=solar&language=fr3nch', 'language')
    await h.rejects('/api/news/search?q=solar&country=united%20states', 'country')
    await h.rejects(`/api/news/search?q=solar&from=${daysAgo(120)}`, 'from')
    await h.rejects(`/api/news/search?q=solar&from=${daysAgo(2)}&to=${daysAgo(5)}`, 'to')
    await h.rejects('/api/news/search?q=solar&limit=251', 'limit')
    await h.rejects('/api/news/search?q=solar&sort=popular', 'sort')
  })

  h.failures('GET /doc/doc', '/api/news/search?q=solar')
})

// GDELT's request to slow down, sent with 200, is its rate limit: search-rate-limit.test.ts.
describe('news.search: an answer no call can use is not kept', () => {
  // One host per test, whose calls share its cache (an answer is kept 10 minutes).
  // No quota: GDELT's one request in 5 s would hold each next call (real time).
  const kept = testHost({ plugins: [newsPlugin], upstreams: ['gdelt'], hostPer: 'test', elsewhere: { gdelt: (): { baseUrl: string; quota: [] } => ({ baseUrl: kept.server.url, quota: [] }) }, routes: { 'GET /doc/doc': { file: 'gdelt/artlist-solar.json' } } })
  const whole = readFileSync(new URL('./fixtures/gdelt/artlist-solar.json', import.meta.url), 'utf8')
  const bad: Array<[string, { file: string } | { body: string; headers: Record<string, string> }, string]> = [
    ['a JSON list cut short', { body: whole.slice(0, whole.length / 2), headers: { 'content-type': 'application/json' } }, 'malformed JSON'],
    ['an empty body', { body: '', headers: { 'content-type': 'application/json' } }, 'empty body'],
  ]
  for (const [what, answer, error] of bad) {
    it(`${what}: a 502, then the articles sent next are read and kept`, async () => {
      kept.set('GET /doc/doc', answer)
      expect(await kept.call('/api/news/search?q=solar')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable', error: expect.stringContaining(error) } })
      kept.reset()
      expect((await kept.ok('/api/news/search?q=solar')).items).toHaveLength(2)
      expect((await kept.ok('/api/news/search?q=solar')).items).toHaveLength(2)
      expect(kept.requests).toHaveLength(2)
    })
  }

  it('a refusal of the query stays a 400 naming q, kept like an answer (asking again changes nothing)', async () => {
    kept.set('GET /doc/doc', { file: 'gdelt/refused.txt' })
    await kept.rejects('/api/news/search?q=abc', 'q')
    await kept.rejects('/api/news/search?q=abc', 'q')
    expect(kept.requests).toHaveLength(1)
  })
})
