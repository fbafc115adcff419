import { testHost } from '@svc/core/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { aiSettings, type FakeOpenAi, startFakeOpenAi } from '../../providers/test/_openai.ts'
import { searchPlugin } from '../src/index.ts'

const SEARCH = 'GET /res/v1/web/search'
let fake: FakeOpenAi
beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())

/** The plugin on the fake model provider and the Brave fixtures, on the host's text model; a call's settings replace them. */
const settings = { ai: aiSettings({ textModel: 'mini' }), search: { webEngine: 'brave' } }
const openai = () => ({ baseUrl: fake.url, key: 'sk-test' })
const h = testHost({
  plugins: searchPlugin,
  upstreams: ['brave-search'],
  keys: { 'brave-search': 'brave-test' },
  routes: { [SEARCH]: { file: 'brave-search/web-search.json' } },
  elsewhere: { openai },
  config: { settings },
})
/** The same with the listed prices kept. */
const paid = testHost({ plugins: searchPlugin, elsewhere: { openai, 'brave-search': () => ({ baseUrl: h.server.url, key: 'brave-test' }) }, config: { settings }, paid: true })
const reply = (value: unknown) => JSON.stringify(value)

describe('search.ai', () => {
  it('answers from the search results with citations, on the host\'s text model', async () => {
    fake.reply('gpt-4o-mini', reply({ answer: 'Tide pools are shallow pools left on rocky shores at low tide [1].', citations: ['1'] }))
    const data = await h.ok('/api/search/ai?q=what%20are%20tide%20pools&limit=3')
    expect(h.last(SEARCH).query.get('count')).toBe('3')
    expect(data).toMatchObject({
      ok: true,
      total: null,
      answer: 'Tide pools are shallow pools left on rocky shores at low tide [1].',
      citations: [1],
      model: 'mini',
      source: { provider: 'Brave Search' },
    })
    expect(data.items.map((item: { rank: number; cited: boolean }) => [item.rank, item.cited])).toEqual([[1, true], [2, false]])
    const prompt = fake.bodies()[0].messages[1].content as string
    expect(prompt).toContain('Query: what are tide pools')
    expect(prompt).toContain('[2] Visiting tide pools safely & responsibly (https://www.nps.example/tidepools.htm)')
  })

  it('uses the model operationModels.search-ai names', async () => {
    fake.reply('gpt-4o', reply({ answer: 'Shallow seawater pools [2].', citations: ['2'] }))
    const { status, body } = await h.call('/api/search/ai?q=tide%20pools', undefined, { settings: { ai: aiSettings({ textModel: 'mini', operationModels: { 'search-ai': 'big' } }) } })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ model: 'big', citations: [2] })
  })

  it('refuses citations of results it was not given (asks again, then 502 uncharged)', async () => {
    fake.reply('gpt-4o-mini', reply({ answer: 'x [9]', citations: ['9'] }), reply({ answer: 'x [9]', citations: ['9'] }))
    await h.status('/api/search/ai?q=tide%20pools', 502, undefined, 'UPSTREAM_FAILED')
    expect(fake.bodies()).toHaveLength(2)
  })

  it('answers 404 when the search finds nothing, without asking the model', async () => {
    h.set(SEARCH, h.fixture('brave-search/empty.json'))
    await h.status('/api/search/ai?q=zzqx%20zzqx', 404, undefined, 'NOT_FOUND')
    expect(fake.bodies()).toEqual([])
  })

  it('is unavailable (503 before any 402) without a text model, and without a web engine, naming the setting', async () => {
    const noModel = await paid.call('/api/search/ai?q=tide%20pools', undefined, { settings: { ai: aiSettings() } })
    expect(noModel).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('settings.ai.textModel') } })
    const noEngine = await paid.call('/api/search/ai?q=tide%20pools', undefined, { settings: { search: {} } })
    expect(noEngine).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('settings.search.webEngine') } })
  })

  it('names a bad field', async () => {
    await h.rejects('/api/search/ai?q=t', 'q')
    await h.rejects('/api/search/ai?q=tide&limit=11', 'limit')
  })

  it('answers the search failure uncharged', async () => {
    h.set(SEARCH, { status: 500, body: { type: 'ErrorResponse' } })
    await h.status('/api/search/ai?q=tide%20pools', 502, undefined, 'UPSTREAM_FAILED')
    expect(fake.bodies()).toEqual([])
  })
})
