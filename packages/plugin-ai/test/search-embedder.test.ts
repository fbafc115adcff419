import { type RecordedRequest, testHost } from '@svc/core/testing'
import { expect, it, vi } from 'vitest'
import { aiPlugin } from '../src/index.ts'
import { searchEmbedder } from '../src/search-embedder.ts'

// plugin-ai gives endpoint search its embedder: settings.ai.searchEmbedding's model, called as
// `POST /embeddings` on the provider. The fixture answers in the shape OpenAI documents
// ({ object: "list", data: [{ object: "embedding", index, embedding }], model, usage }), its data in
// reverse order so the vectors must be put back by `index`. Its "model" counts concept words.
const CONCEPTS = [['translate', 'translates', 'glorp'], ['image', 'images'], ['sentiment'], ['moderation']]
const vectorOf = (text: string) => [0.05, ...CONCEPTS.map((concept) => text.toLowerCase().split(/[^a-z]+/).filter((word) => concept.includes(word)).length)]

function embeddings(request: RecordedRequest) {
  const { model, input } = JSON.parse(request.body) as { model: string; input: string[] }
  const data = input.map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) })).reverse()
  return { object: 'list', data, model, usage: { prompt_tokens: 5 * input.length, total_tokens: 5 * input.length } }
}

const h = testHost({ plugins: [aiPlugin], routes: { 'POST /v1/embeddings': (request) => ({ body: embeddings(request) }) } })

const settings = (searchEmbedding?: unknown) => ({ ai: { providers: { fake: { baseUrl: `${h.server.url}/v1`, keyRequired: false } }, ...(searchEmbedding ? { searchEmbedding } : {}) } })

it('ranks ai.translate first for a task only its meaning matches, through the configured provider', async () => {
  const { app } = h.open({ config: { settings: settings({ provider: 'fake', model: 'text-embedding-3-small' }) } })
  const query = 'glorp this paragraph'
  expect(app.runtime.search.search(query, 3).map((hit) => hit.id)).not.toContain('ai.translate')
  await vi.waitFor(async () => expect((await app.runtime.search.find(query, 3))[0]?.id).toBe('ai.translate'), { timeout: 5000, interval: 20 })
  const bodies = h.requests.map((request) => JSON.parse(request.body))
  expect(bodies[0]).toMatchObject({ model: 'text-embedding-3-small', encoding_format: 'float' })
  expect(bodies.at(-1)).toEqual({ model: 'text-embedding-3-small', input: [query], encoding_format: 'float' })
})

it('gives no embedder when settings.ai.searchEmbedding is not set, and refuses an unknown provider', () => {
  const context = (ai: unknown) => ({ settings: (ai as { ai: Record<string, unknown> }).ai }) as Parameters<typeof searchEmbedder>[0]
  expect(searchEmbedder(context(settings()))).toBeUndefined()
  expect(() => searchEmbedder(context({ ai: { searchEmbedding: { provider: 'nowhere', model: 'm' } } }))).toThrow(/searchEmbedding\.provider "nowhere"/)
})
