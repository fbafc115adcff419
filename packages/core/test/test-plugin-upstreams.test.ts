import * as v from 'valibot'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { defineOperation, definePlugin, defineUpstream, listAnswer, sourceOf } from '../src/index.ts'
import { serveFixtures, testPlugin, type FixtureServer } from '../src/testing/index.ts'
import examples from './fixtures/examples/quotes.json' with { type: 'json' }

// An upstream the test machine cannot reach: the examples must go to the fixture server instead.
const quotes = defineUpstream({ id: 'quotes-api', name: 'Quotes', baseUrl: 'https://quotes.invalid', docsUrl: 'https://quotes.invalid/docs', license: 'CC0' })
const plugin = definePlugin({
  name: 'quotes-plugin',
  version: '1.0.0',
  group: 'quotes',
  examples,
  operations: [
    defineOperation({
      name: 'random',
      method: 'GET',
      description: 'A random quote on a topic, from the quotes upstream.',
      input: v.object({ topic: v.string() }),
      price: { usd: 0.001 },
      upstreams: [quotes],
      handler: async ({ input, upstream }) => {
        const response = await upstream(quotes).json('/random', { query: { topic: input.topic }, schema: v.object({ text: v.string() }) })
        return listAnswer([{ text: response.data.text }], sourceOf(quotes, response.url))
      },
    }),
  ],
})

let fixtures: FixtureServer
beforeAll(async () => {
  fixtures = await serveFixtures({ 'GET /random': { status: 200, body: { text: 'Simple is better.' } } })
})
afterAll(() => fixtures.close())

// The recorded example (its file as a plugin keeps it) is checked against the fixture server.
testPlugin(plugin, { examples: { 'quotes.random': { topic: 'code' } }, upstreams: { 'quotes-api': () => fixtures.url }, examplesFile: new URL('./fixtures/examples/quotes.json', import.meta.url) })

it('sent the example calls to the fixture server, not the upstream', () => {
  const calls = fixtures.requests.map((request) => `${request.path}?${request.query}`)
  expect(calls).toContain('/random?topic=code')
  expect(calls).toContain('/random?topic=simplicity')
})
