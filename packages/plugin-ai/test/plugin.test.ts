import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type FixtureServer, serveFixtures, testHost, testPlugin } from '@svc/core/testing'
import { textPlugin } from '@svc/plugin-text'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { aiPlugin } from '../src/index.ts'
import { aiSettings, type FakeOpenAi, startFakeOpenAi } from '../../providers/test/_openai.ts'
import { modelReply } from './_scripted-replies.ts'

// The examples ask the local OpenAI-compatible server, whose scripted replies are shaped like each operation's
// structured answer (_scripted-replies.ts). Pages and images (named by the caller, or found by Brave Search, answered
// with research.test.ts's file) are the made-up fixtures/pages at https://example.com/ (testPlugin's site).
// ai.screenshot's Chromium talks TLS to example.com itself and trusts no test certificate: here only, it accepts the
// kit's (the address policy stays the real one). Its PNG differs between machines (fonts): `bytes` and `sha256` are
// declared volatile in the examples file.
vi.mock('../../providers/src/web-page/policy.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../providers/src/web-page/policy.ts')>()), acceptInvalidCertificates: true }))

let fake: FakeOpenAi
let site: FixtureServer
let brave: FixtureServer
beforeAll(async () => {
  fake = await startFakeOpenAi()
  fake.standing('gpt-4o-mini', modelReply)
  fake.standing('gpt-4o', modelReply)
  const page = { file: join(import.meta.dirname, '../../providers/test/fixtures/pages/article.html') }
  site = await serveFixtures({ 'GET /': page, 'GET /article': page, 'GET /receipt.png': { file: 'pages/receipt.png', headers: { 'content-type': 'image/png' } } })
  const search = (name: string) => ({ body: JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/brave-search', name), 'utf8').replaceAll('PAGE_BASE', 'https://example.com')) })
  brave = await serveFixtures({ 'GET /res/v1/web/search': search('web-search.json'), 'GET /res/v1/news/search': search('news-search.json') })
})
afterAll(async () => {
  await Promise.all([fake.close(), site.close(), brave.close()])
})
testPlugin(aiPlugin, {
  plugins: [textPlugin],
  upstreams: { openai: () => ({ baseUrl: fake.url, key: 'sk-test' }), 'brave-search': () => ({ baseUrl: brave.url, key: 'BSA-test', plan: 'data-for-ai' }) },
  // The screenshot's ad filter reads the tests' list (the default lists are on the internet).
  config: { settings: { ai: { ...aiSettings({ textModel: 'mini', visionModel: 'mini' }), screenshot: { filterLists: [join(import.meta.dirname, 'fixtures/screenshot/filters.txt')] } } } },
  site: () => site.url,
  examplesNeed: { 'ai.screenshot': 'chromium' },
})

describe('the ai documents', () => {
  const h = testHost({ plugins: [aiPlugin] })
  const models = async (config = {}) => (await h.call('/api/ai/models', undefined, config)).body

  it('lists the configured models with prices, context and capabilities at GET /api/ai/models', async () => {
    const body = await models({ settings: { ai: aiSettings({ textModel: 'mini' }) } })
    expect(body.count).toBe(3)
    expect(body.models).toContainEqual({ id: 'big', kind: 'chat', provider: 'openai', label: null, inputPer1kUsd: 0.01, outputPer1kUsd: 0.04, context: 128000, maxOutput: 4096, vision: false })
    expect(body.models).toContainEqual({ id: 'pixel', kind: 'image', provider: 'openai', label: null, perImageUsd: { '1024x1024': 0.05, default: 0.06 } })
    expect(body.defaults.textModel).toBe('mini')
    expect(body.providers).toEqual(['openai', 'openrouter', 'ollama'])
  })

  it('answers an empty table on a host with no models, and 503 naming the key of invalid settings', async () => {
    expect(await models()).toMatchObject({ count: 0, models: [] })
    const broken = await h.call('/api/ai/models', undefined, { settings: { ai: { models: { x: { provider: 'nowhere', inputPer1k: 1, outputPer1k: 1, context: 10 } } } } })
    expect(broken.status).toBe(503)
    expect(broken.body.error).toContain('settings.ai.models.x.provider')
    const typo = h.open({ config: { settings: { ai: { ...aiSettings(), textModel: 'pixel' } } } })
    expect((await typo.call('/api/ai/models')).body.error).toContain('settings.ai.textModel')
    await expect(typo.app.start()).rejects.toThrow(/settings\.ai\.textModel/)
    // An operation without a local fallback is listed only when its default model is set.
    const alone = h.open({ config: { settings: { ai: aiSettings({ operationModels: { translate: 'big' } }) } } })
    await expect(alone.app.start()).rejects.toThrow('settings.ai.operationModels.translate is set but settings.ai.textModel is not')
    const local = h.open({ config: { settings: { ai: aiSettings({ operationModels: { sentiment: 'big' } }) } } })
    await expect(local.app.start()).resolves.toBeUndefined()
    await local.app.close()
  })
})
