import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { defineOperation, definePlugin, defineUpstream } from '../src/index.ts'
import { createTestPaymentGate, refusedThenServed, testHost } from '../src/testing/index.ts'

const echo = defineUpstream({ id: 'kept-echo', name: 'Echo', baseUrl: 'https://echo.invalid', cacheTtlMs: 60_000 })
const source = { provider: 'Echo', url: 'https://echo.invalid', license: 'none' }
const plugin = definePlugin({
  name: '@svc/plugin-kept-test',
  version: '0.0.0',
  group: 'kept',
  operations: [
    defineOperation({
      name: 'word',
      method: 'GET',
      description: 'Reads a word from the echo upstream, kept a minute.',
      input: v.object({ q: v.pipe(v.string(), v.minLength(2)) }),
      price: { usd: 0.01 },
      upstreams: [echo],
      async handler({ input, upstream, signal }) {
        const { data } = await upstream(echo).json('/word', { query: { q: input.q }, schema: v.object({ word: v.string() }), signal })
        return { ok: true, items: [data], total: 1, source }
      },
    }),
  ],
})

describe('refusedThenServed', () => {
  const h = testHost({ plugins: plugin, upstreams: ['kept-echo'], hostPer: 'test', paid: true, freshGate: createTestPaymentGate, routes: { 'GET /word': { body: { word: 'good' } } } })
  // Made up for the test: an answer of another shape than the request's schema.
  const bad = { body: { nope: 1 } }

  it('passes when the bad answer is refused uncharged and the good one is served next; answers the second call', async () => {
    const served = await refusedThenServed(h, { path: '/api/kept/word?q=hi', route: 'GET /word', bad, refusal: { answer: 'shape' } })
    expect(served.body.data.items).toEqual([{ word: 'good' }])
  })

  it('takes the good answer from `good` when the route\'s own answer is the bad one', async () => {
    h.set('GET /word', bad)
    const served = await refusedThenServed(h, { path: '/api/kept/word?q=hi', route: 'GET /word', good: { body: { word: 'later' } } })
    expect(served.body.data.items).toEqual([{ word: 'later' }])
  })

  it('fails when the first answer is served rather than refused', async () => {
    await expect(refusedThenServed(h, { path: '/api/kept/word?q=hi', route: 'GET /word', bad: { body: { word: 'fine' } } })).rejects.toThrow(/bad answer on GET \/word/)
  })

  it('fails when the answer after the refusal is not served', async () => {
    await expect(refusedThenServed(h, { path: '/api/kept/word?q=hi', route: 'GET /word', bad, good: bad })).rejects.toThrow(/good answer on GET \/word/)
  })
})
