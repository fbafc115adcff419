import * as v from 'valibot'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { defineOperation, definePlugin, defineUpstream, type PluginDefinition, type SearchEmbedder } from '../src/index.ts'
import { createTestApp, serveFixtures, type FixtureServer, type RecordedRequest } from '../src/testing/index.ts'
import { forEachBackend, stateFor } from './_upstream-hosts.ts'

// Endpoint search's semantic layer (search/semantic.ts) against an embedding model served over HTTP
// the way OpenAI-compatible providers answer `POST /embeddings`. The fixture's model is a bag of
// concepts: a text's vector counts the words of each concept it holds, so "umbrella" is near "forecast"
// though no word of one is in the other.
const CONCEPTS: string[][] = [
  ['forecast', 'weather', 'rain', 'umbrella', 'parapluie'],
  ...'tide volcano library museum bakery harbor glacier orchard quarry vineyard lighthouse canal meadow canyon reef prairie marsh dune lagoon fjord summit cave island delta'.split(' ').map((word) => [word]),
]
const QUERY = 'do I need an umbrella'

function vectorOf(text: string): number[] {
  const words = text.toLowerCase().split(/[^a-z]+/)
  return [0.05, ...CONCEPTS.map((concept) => words.filter((word) => concept.includes(word)).length)]
}

/** The answer shape OpenAI documents for `POST /embeddings`. */
function embeddings(request: RecordedRequest) {
  const { model, input } = JSON.parse(request.body) as { model: string; input: string[] }
  return {
    object: 'list',
    data: input.map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) })),
    model,
    usage: { prompt_tokens: input.length * 8, total_tokens: input.length * 8 },
  }
}

const provider = defineUpstream({ id: 'embedding-fixture', name: 'Embedding fixture', baseUrl: 'https://embeddings.invalid/v1', key: { required: false, in: 'header', name: 'authorization' } })

function placesPlugin(options: { embedder: boolean; forecast?: string }): PluginDefinition {
  const operation = (name: string, description: string) => defineOperation({ name, method: 'GET', description, input: v.object({}), price: { usd: 0.0025 }, handler: () => ({ ok: true }) })
  return definePlugin({
    name: '@svc/plugin-places',
    version: '1.0.0',
    group: 'places',
    operations: [
      operation('forecast', options.forecast ?? 'The forecast of a place for the next days.'),
      ...CONCEPTS.slice(1).map(([word]) => operation(word!, `Lists the ${word} records of a place.`)),
    ],
    ...(options.embedder
      ? {
          search: {
            embedder: (ctx): SearchEmbedder => ({
              model: 'fixture/concepts',
              embed: async (texts, signal) => {
                const answer = await ctx.upstream(provider).json<ReturnType<typeof embeddings>>('/embeddings', { method: 'POST', body: { model: 'concepts', input: texts }, signal })
                return answer.data.data.map((item) => item.embedding)
              },
            }),
          },
        }
      : {}),
  })
}

let server: FixtureServer
let delayQueries = 0
let failCatalog = false
beforeAll(async () => {
  server = await serveFixtures({
    'POST /v1/embeddings': (request) => {
      const input = (JSON.parse(request.body) as { input: string[] }).input
      if (input.includes(QUERY) && delayQueries > 0) return { body: embeddings(request), delayMs: delayQueries }
      if (!input.includes(QUERY) && failCatalog) return { status: 500, body: { error: { message: 'down', type: 'server_error' } } }
      return { body: embeddings(request) }
    },
  })
})
afterAll(() => server.close())

const catalogRequests = (from: number) => server.requests.slice(from).filter((request) => !request.body.includes(QUERY))
const queryRequests = (from: number) => server.requests.slice(from).filter((request) => request.body.includes(QUERY))
const textsOf = (request: RecordedRequest) => (JSON.parse(request.body) as { input: string[] }).input

await forEachBackend('search by meaning through a plugin\'s embedder', (backend) => {
  const space = stateFor(backend)
  const host = (state: ReturnType<ReturnType<typeof space>>, plugin: PluginDefinition) => createTestApp({ plugins: [plugin], state, config: { upstreams: { 'embedding-fixture': { baseUrl: `${server.url}/v1` } } } })
  const ready = async (app: ReturnType<typeof host>, query: string) => {
    await vi.waitFor(async () => expect((await app.runtime.search.find(query, 5))[0]?.id).toBe('places.forecast'), { timeout: 5000, interval: 20 })
  }

  it('finds an operation no word of the task names, and keeps the lexical answer without an embedder', async () => {
    const open = space()
    expect(await host(open(), placesPlugin({ embedder: false })).runtime.search.find(QUERY, 5)).toEqual([])
    const app = host(open(), placesPlugin({ embedder: true }))
    await ready(app, QUERY)
    const [hit] = await app.runtime.search.find(QUERY, 5)
    expect(hit!.reason).toMatch(/near in meaning/)
    expect(hit!.score).toBeGreaterThanOrEqual(0.4)
    // The lexical search stays as it was: /api/directory?q= never calls the provider.
    expect(app.runtime.search.search(QUERY, 5)).toEqual([])
    const answer = await (await app.request(`/api/search/endpoints?q=${encodeURIComponent(QUERY)}&trial=1`)).json()
    expect(answer.data.matches.map((match: { id: string }) => match.id)).toEqual(['places.forecast'])
  })

  it("embeds the operations' descriptions once: kept in state, and only a changed description again", async () => {
    const open = space()
    const from = server.requests.length
    const app = host(open(), placesPlugin({ embedder: true }))
    await ready(app, QUERY)
    // Every operation of the host, core's own included.
    expect(catalogRequests(from).flatMap(textsOf)).toHaveLength(app.runtime.registry.operations.length)
    // Another host on the same state embeds no description, only its first query.
    const again = server.requests.length
    await ready(host(open(), placesPlugin({ embedder: true })), `${QUERY}?`)
    expect(catalogRequests(again)).toEqual([])
    // A catalog whose forecast description changed: that one text is embedded, the others are read from state.
    const changed = server.requests.length
    await ready(host(open(), placesPlugin({ embedder: true, forecast: 'The weather forecast of a place, hour by hour.' })), `${QUERY}!`)
    expect(catalogRequests(changed).flatMap(textsOf)).toEqual(['places.forecast: The weather forecast of a place, hour by hour.'])
  })

  it('embeds a query once (cache) and answers lexically when the provider is slow or down', async () => {
    const open = space()
    const app = host(open(), placesPlugin({ embedder: true }))
    await ready(app, QUERY)
    const from = server.requests.length
    await app.runtime.search.find(QUERY, 5)
    await app.runtime.search.find(` ${QUERY.toUpperCase()} `, 5)
    expect(queryRequests(from)).toEqual([])

    const slow = host(open(), placesPlugin({ embedder: true }))
    await ready(slow, 'umbrella')
    delayQueries = 3000
    try {
      const started = Date.now()
      expect(await slow.runtime.search.find(QUERY, 5)).toEqual([])
      expect(Date.now() - started).toBeLessThan(2900)
    } finally {
      delayQueries = 0
    }

    failCatalog = true
    try {
      const down = host(space()(), placesPlugin({ embedder: true }))
      expect(await down.runtime.search.find(QUERY, 5)).toEqual([])
      await vi.waitFor(() => expect(catalogRequests(from).length).toBeGreaterThan(0))
      expect(await down.runtime.search.find(QUERY, 5)).toEqual([])
      expect((await down.runtime.search.find('forecast', 5))[0]?.id).toBe('places.forecast')
    } finally {
      failCatalog = false
    }
  })
})
