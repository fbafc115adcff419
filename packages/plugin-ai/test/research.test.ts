import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type FixtureAnswer, type FixtureServer, serveFixtures, upstreamFailureCases } from '@svc/core/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { aiApp } from './_ai.ts'
import { type FakeOpenAi, startFakeOpenAi } from '../../providers/test/_openai.ts'

// Pages are served on loopback: allowed for exactly 127.0.0.1 in these tests.
vi.mock('../../providers/src/web-page/policy.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../providers/src/web-page/policy.ts')>()
  return { addressPolicy: (address: string, family: 4 | 6) => address === '127.0.0.1' || real.addressPolicy(address, family) }
})

let fake: FakeOpenAi
let site: FixtureServer
let brave: FixtureServer
let webAnswer: FixtureAnswer | undefined
const braveFixture = (name: string): FixtureAnswer => ({ body: JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/brave-search', name), 'utf8').replaceAll('PAGE_BASE', site.url)) })
beforeAll(async () => {
  fake = await startFakeOpenAi()
  site = await serveFixtures({ 'GET /article': { file: join(import.meta.dirname, '../../providers/test/fixtures/pages/article.html') } })
  brave = await serveFixtures({
    'GET /res/v1/web/search': () => webAnswer ?? braveFixture('web-search.json'),
    'GET /res/v1/news/search': () => braveFixture('news-search.json'),
  })
})
afterAll(async () => {
  await Promise.all([fake.close(), site.close(), brave.close()])
})
beforeEach(() => {
  fake.reset()
  brave.requests.length = 0
  webAnswer = undefined
})

const app = (search = true) => aiApp(fake, { settings: { textModel: 'mini' }, ...(search ? { upstreams: { 'brave-search': { baseUrl: brave.url, key: 'BSA-test', plan: 'data-for-ai' } } } : {}) })
const json = (value: unknown) => ({ content: JSON.stringify(value), usage: { prompt_tokens: 3000, completion_tokens: 200 } })

describe('ai.research', () => {
  it('grounds a summary and cited key facts in the caller\'s pages, reporting each source', async () => {
    const { post, gate } = app(false)
    fake.reply('gpt-4o-mini', json({ summary: 'Tide pools hold sea life at low tide.', keyFacts: [{ fact: 'Sea stars live in tide pools.', sources: ['1', '1'] }] }))
    const { status, body } = await post('research', { query: 'What lives in tide pools?', urls: [`${site.url}/article`, `${site.url}/gone`] })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      query: 'What lives in tide pools?',
      summary: 'Tide pools hold sea life at low tide.',
      keyFacts: [{ fact: 'Sea stars live in tide pools.', sources: [1] }],
      sources: [
        { index: 1, url: `${site.url}/article`, finalUrl: `${site.url}/article`, title: 'Tide pools of the Pacific coast', status: 'fetched', truncated: false },
        { index: 2, url: `${site.url}/gone`, finalUrl: null, title: null, status: 'failed', error: expect.stringContaining('HTTP 404') },
      ],
      meta: { engine: 'model', model: 'mini', searched: false },
    })
    const sent = fake.bodies()[0]
    expect(sent.messages[1].content).toContain('[1] Tide pools of the Pacific coast')
    expect(sent.response_format.json_schema.schema.properties.keyFacts.items.properties.sources.items.enum).toEqual(['1'])
    expect(gate.settled[0]!.amountMicros).toBe(2280)
  })

  it('finds its sources by web search when given no URLs, and needs URLs on a host without a search key', async () => {
    fake.reply('gpt-4o-mini', json({ summary: 'Tide pools form at low tide.', keyFacts: [] }))
    const { body } = await app().post('research', { query: 'tide pools' })
    expect(body.data.sources.map((source: { url: string; status: string }) => [source.url, source.status])).toEqual([[`${site.url}/article`, 'fetched'], [`${site.url}/missing`, 'failed']])
    expect(body.data.meta.searched).toBe(true)
    expect(Object.fromEntries(brave.requests[0]!.query)).toEqual({ q: 'tide pools', count: '5', safesearch: 'moderate' })
    expect(brave.requests[0]!.headers['x-subscription-token']).toBe('BSA-test')
    // Before any 402: unpaid, the call is refused for what it lacks, not asked to pay.
    expect(await app(false).post('research', { query: 'tide pools' }, {})).toMatchObject({ status: 400, body: { field: 'urls', error: expect.stringContaining('SVC_UPSTREAM_BRAVE_SEARCH_KEY') } })
  })

  it('searches only on a Brave plan that licenses AI inference: 503 naming upstreams.brave-search.plan otherwise, before any 402', async () => {
    const onPlan = (plan?: string) => aiApp(fake, { settings: { textModel: 'mini' }, upstreams: { 'brave-search': { baseUrl: brave.url, key: 'BSA-test', ...(plan ? { plan } : {}) } } })
    const unstated = await onPlan().post('research', { query: 'tide pools' }, {})
    expect(unstated).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('no plan is stated') } })
    expect(unstated.body.error).toContain('SVC_UPSTREAM_BRAVE_SEARCH_PLAN or upstreams.brave-search.plan to search or answers or data-for-ai')
    const searchPlan = onPlan('data-for-search')
    expect(await searchPlan.post('research', { query: 'tide pools' }, {})).toMatchObject({ status: 503, body: { error: expect.stringContaining('"data-for-search", does not allow it') } })
    expect((await onPlan('gold').post('research', { query: 'tide pools' }, {})).body.error).toContain('"gold" is not one of its plans')
    expect(brave.requests).toEqual([])
    // web-answer only ever searches: listed unavailable on such a host; research with the caller's URLs needs no search.
    expect(searchPlan.app.runtime.registry.byId.get('ai.web-answer')!.availability).toMatchObject({ available: false, reason: expect.stringContaining('feeding its results into AI answers') })
    fake.reply('gpt-4o-mini', json({ summary: 'Tide pools hold sea life.', keyFacts: [] }))
    expect((await searchPlan.post('research', { query: 'tide pools', urls: [`${site.url}/article`] })).status).toBe(200)
    // Brave's current plans, "Search" and "Answers", are sold for AI use: web-answer is available on them.
    for (const plan of ['search', 'answers']) expect(onPlan(plan).app.runtime.registry.byId.get('ai.web-answer')!.availability).toMatchObject({ available: true })
  })

  it('fails uncharged when no source can be fetched, and refuses private URLs', async () => {
    const { post, gate } = app(false)
    expect(await post('research', { query: 'x?', urls: [`${site.url}/gone`] })).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    const refused = await post('research', { query: 'x?', urls: ['http://192.168.1.1/'] })
    expect(refused).toMatchObject({ status: 502 })
    expect(gate.settled).toEqual([])
    expect(fake.bodies()).toEqual([])
  })
})

describe('ai.web-answer', () => {
  it('searches, fetches the top pages, and answers with inline citations and the ranked sources', async () => {
    const { post, gate } = app()
    fake.reply('gpt-4o-mini', json({ answer: 'Tide pools form when the sea retreats at low tide [1].', citations: ['1'] }))
    const { status, body } = await post('web-answer', { query: 'how do tide pools form', maxResults: 2 })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      query: 'how do tide pools form',
      topic: 'general',
      answer: 'Tide pools form when the sea retreats at low tide [1].',
      sources: [
        { rank: 1, title: 'Tide pools of the Pacific coast', url: `${site.url}/article`, snippet: 'Tide pools form where the sea retreats at low tide and leaves water in rocky hollows.', age: 'June 2, 2025', cited: true, fetched: true },
        { rank: 2, title: 'Visiting tide pools safely | Parks', url: `${site.url}/missing`, snippet: 'Check the tide table and step only on bare rock.', age: null, cited: false, fetched: false },
      ],
      meta: { engine: 'model', model: 'mini', search: 'Brave Search' },
    })
    expect(fake.bodies()[0].messages[1].content).toContain('[2] Visiting tide pools safely | Parks')
    expect(gate.settled[0]!.amountMicros).toBe(2280)
  })

  it('searches news for topic news', async () => {
    fake.reply('gpt-4o-mini', json({ answer: 'Record low tides drew crowds [1].', citations: ['1'] }))
    const { body } = await app().post('web-answer', { query: 'tide pools', topic: 'news' })
    expect(body.data.sources[0]).toMatchObject({ title: 'Record low tides draw crowds to tide pools', age: '2 hours ago' })
    expect(brave.requests[0]!.path).toBe('/res/v1/news/search')
  })

  it('answers 404 uncharged when the search finds nothing', async () => {
    webAnswer = braveFixture('empty.json')
    const { post, gate } = app()
    expect(await post('web-answer', { query: 'zzqx' })).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(gate.settled).toEqual([])
  })

  for (const failure of upstreamFailureCases) {
    it(`answers ${failure.status} ${failure.code} on ${failure.name} of the search`, async () => {
      webAnswer = failure.answer
      const { post, gate } = app()
      expect(await post('web-answer', { query: 'tide pools' })).toMatchObject({ status: failure.status, body: { code: failure.code } })
      expect(gate.settled).toEqual([])
    })
  }

  it('is unavailable, naming the key, on a host without a search key', async () => {
    const { post, app: host } = app(false)
    expect(await post('web-answer', { query: 'tide pools' })).toMatchObject({ status: 503, body: { error: expect.stringContaining('SVC_UPSTREAM_BRAVE_SEARCH_KEY') } })
    const directory = await (await host.request('/api/directory')).json()
    expect(directory.operations.find((entry: { id: string }) => entry.id === 'ai.web-answer')).toMatchObject({ available: false })
  })

  it('rejects out-of-bounds input with a 400 naming the field', async () => {
    const { post } = app()
    for (const [operation, body, field] of [
      ['web-answer', { query: 'x' }, 'query'],
      ['web-answer', { query: 'q'.repeat(401) }, 'query'],
      ['web-answer', { query: 'tide', topic: 'sports' }, 'topic'],
      ['web-answer', { query: 'tide', maxResults: 11 }, 'maxResults'],
      ['web-answer', { query: 'tide', maxResults: 0 }, 'maxResults'],
      ['research', { query: 'x' }, 'query'],
      ['research', { query: 'tide', urls: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`) }, 'urls'],
      ['research', { query: 'tide', urls: ['not a url'] }, 'urls'],
    ] as const) {
      const answer = await post(operation, body)
      expect(answer.status, `${operation} ${field}`).toBe(400)
      expect(JSON.stringify(answer.body), `${operation} ${field}`).toContain(field)
    }
  })
})
