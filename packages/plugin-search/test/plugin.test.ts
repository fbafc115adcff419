import { join } from 'node:path'
import { type FixtureServer, serveFixtures, testPlugin } from '@svc/core/testing'
import { afterAll, beforeAll } from 'vitest'
import { aiSettings, type FakeOpenAi, startFakeOpenAi } from '../../providers/test/_openai.ts'
import { searchPlugin } from '../src/index.ts'

// The examples search Brave Search on a fixture server (the file of web.test.ts); search.ai's answer comes from
// The local OpenAI-compatible server of @svc/providers' tests, scripted to cite the first result. crawl and extract read the
// caller's pages: the made-up article of @svc/providers' tests at https://example.com/ (testPlugin's site), linking to its about page.
let brave: FixtureServer
let fake: FakeOpenAi
let site: FixtureServer
beforeAll(async () => {
  site = await serveFixtures({
    'GET /': { file: join(import.meta.dirname, '../../providers/test/fixtures/pages/article.html') },
    'GET /about': { body: '<html><head><title>About</title></head><body><p>A made-up site about the Pacific coast.</p><a href="/">Home</a></body></html>', headers: { 'content-type': 'text/html; charset=utf-8' } },
  })
  brave = await serveFixtures({ 'GET /res/v1/web/search': { file: 'brave-search/web-search.json' } })
  fake = await startFakeOpenAi()
  fake.standing('gpt-4o-mini', { content: JSON.stringify({ answer: 'Tide pools are shallow pools of seawater left on rocky shores at low tide [1].', citations: ['1'] }), usage: { prompt_tokens: 380, completion_tokens: 40 } })
})
afterAll(async () => {
  await brave.close()
  await fake.close()
  await site.close()
})

testPlugin(searchPlugin, {
  upstreams: { 'brave-search': () => ({ baseUrl: brave.url, key: 'brave-test' }), openai: () => ({ baseUrl: fake.url, key: 'sk-test' }) },
  config: { settings: { search: { webEngine: 'brave' }, ai: aiSettings({ textModel: 'mini' }) } },
  site: () => site.url,
})
