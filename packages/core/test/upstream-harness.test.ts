import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { defineOperation, definePlugin, defineUpstream } from '../src/index.ts'
import { upstreamHarness } from '../src/testing/index.ts'

const echo = defineUpstream({ id: 'echo-up', name: 'Echo', baseUrl: 'https://echo.invalid' })
const plugin = definePlugin({
  name: '@svc/plugin-harness-test',
  version: '0.0.0',
  group: 'harness',
  operations: [defineOperation({
    name: 'word',
    method: 'GET',
    description: 'Reads a word from the echo upstream.',
    input: v.object({ q: v.pipe(v.string(), v.minLength(2)) }),
    price: { usd: 0.01 },
    upstreams: [echo],
    async handler({ input, upstream, signal }) {
      const { data } = await upstream(echo).json('/word', { query: { q: input.q }, schema: v.object({ word: v.string() }), signal })
      return { ok: true, items: [data], total: 1, source: { provider: 'Echo', url: 'https://echo.invalid', license: 'none' } }
    },
  })],
})

const harness = upstreamHarness({ plugins: [plugin], upstreams: ['echo-up'], routes: { 'GET /word': (request) => ({ body: { word: request.query.get('q') } }) } })

describe('upstreamHarness', () => {
  it('points the upstream at the fixture server, prices at 0, and lets a route be replaced until reset', async () => {
    expect(await harness.call('/api/harness/word?q=hello')).toMatchObject({ status: 200, body: { data: { items: [{ word: 'hello' }] } } })
    harness.set('GET /word', { body: { word: 'other' } })
    expect((await harness.call('/api/harness/word?q=hello')).body.data.items[0].word).toBe('other')
    harness.reset()
    expect((await harness.call('/api/harness/word?q=hi')).body.data.items[0].word).toBe('hi')
    expect(harness.server.requests.at(-1)!.query.get('q')).toBe('hi')
  })
  harness.failures('GET /word', '/api/harness/word?q=hello')
  it('checks a 400 names its field', async () => {
    await harness.rejects('/api/harness/word?q=h', 'q')
  })
})
