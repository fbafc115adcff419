import { pluginTestApp, serveFixtures, type FixtureAnswer, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { aiSettings, type FakeOpenAi, startFakeOpenAi } from '../../providers/test/_openai.ts'
import { searchPlugin } from '../src/index.ts'

const fixture = (path: string): FixtureAnswer => ({ file: path })
let fake: FakeOpenAi
let brave: FixtureServer
let answer: FixtureAnswer
beforeAll(async () => {
  fake = await startFakeOpenAi()
  brave = await serveFixtures({ 'GET /res/v1/web/search': () => answer })
})
afterAll(async () => {
  await fake.close()
  await brave.close()
})
beforeEach(() => {
  fake.reset()
  answer = fixture('brave-search/web-search.json')
})

/** The plugin on the fake model provider and the Brave fixtures; `ai` and `search` replace the settings. */
function app(settings: { ai?: Record<string, unknown>; search?: Record<string, unknown> } = {}, paid = false) {
  return pluginTestApp(searchPlugin, {
    upstreams: { openai: () => ({ baseUrl: fake.url, key: 'sk-test' }), 'brave-search': () => ({ baseUrl: brave.url, key: 'brave-test' }) },
    config: { settings: { ai: settings.ai ?? aiSettings({ textModel: 'mini' }), search: settings.search ?? { webEngine: 'brave' } } },
    paid,
  })
}
const reply = (value: unknown) => JSON.stringify(value)

describe('search.ai', () => {
  it('answers from the search results with citations, on the host\'s text model', async () => {
    fake.reply('gpt-4o-mini', reply({ answer: 'Tide pools are shallow pools left on rocky shores at low tide [1].', citations: ['1'] }))
    const data = await app().ok('/api/search/ai?q=what%20are%20tide%20pools&limit=3')
    expect(brave.last().query.get('count')).toBe('3')
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
    const data = await app({ ai: aiSettings({ textModel: 'mini', operationModels: { 'search-ai': 'big' } }) }).ok('/api/search/ai?q=tide%20pools')
    expect(data).toMatchObject({ model: 'big', citations: [2] })
  })

  it('refuses citations of results it was not given (asks again, then 502 uncharged)', async () => {
    fake.reply('gpt-4o-mini', reply({ answer: 'x [9]', citations: ['9'] }), reply({ answer: 'x [9]', citations: ['9'] }))
    await app().status('/api/search/ai?q=tide%20pools', 502, undefined, 'UPSTREAM_FAILED')
    expect(fake.bodies()).toHaveLength(2)
  })

  it('answers 404 when the search finds nothing, without asking the model', async () => {
    answer = fixture('brave-search/empty.json')
    await app().status('/api/search/ai?q=zzqx%20zzqx', 404, undefined, 'NOT_FOUND')
    expect(fake.bodies()).toEqual([])
  })

  it('is unavailable (503 before any 402) without a text model, and without a web engine, naming the setting', async () => {
    const noModel = await app({ ai: aiSettings() }, true).status('/api/search/ai?q=tide%20pools', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
    expect(noModel.error).toContain('settings.ai.textModel')
    const noEngine = await app({ search: {} }, true).status('/api/search/ai?q=tide%20pools', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
    expect(noEngine.error).toContain('settings.search.webEngine')
  })

  it('names a bad field', async () => {
    await app().rejects('/api/search/ai?q=t', 'q')
    await app().rejects('/api/search/ai?q=tide&limit=11', 'limit')
  })

  it('answers the search failure uncharged', async () => {
    answer = { status: 500, body: { type: 'ErrorResponse' } }
    await app().status('/api/search/ai?q=tide%20pools', 502, undefined, 'UPSTREAM_FAILED')
    expect(fake.bodies()).toEqual([])
  })
})
