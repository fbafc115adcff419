import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type FixtureAnswer, type FixtureServer, type RecordedRequest, serveFixtures } from '@svc/core/testing'

/**
 * A local OpenAI-compatible API answering like the real one: `chat.completion` objects with
 * `usage`, the images API, and OpenAI error objects (429 rate limits, 400 context length...).
 * Replies are scripted per model, in order; without a script a chat model says hello.
 */
const FIXTURES = join(import.meta.dirname, 'fixtures/openai')
export const fixture = (name: string, status = 200, headers: Record<string, string> = {}): FixtureAnswer => ({ status, file: join(FIXTURES, name), headers })
const template = JSON.parse(readFileSync(join(FIXTURES, 'chat-completion.json'), 'utf8'))

export interface CompletionReply {
  content?: string | null
  refusal?: string
  /** null: the answer has no `usage` member (some servers); default: about 4 characters a token. */
  usage?: { prompt_tokens: number; completion_tokens: number } | null
  finish_reason?: string
}
export type Reply = string | CompletionReply | FixtureAnswer | ((body: any) => string | CompletionReply | FixtureAnswer)

export interface FakeOpenAi {
  url: string
  server: FixtureServer
  /** Queues replies for a model (its upstream name), used in order. */
  reply(model: string, ...replies: Reply[]): void
  /** The model's reply whenever its queue is empty (a function of the request: the examples ask each operation several times). */
  standing(model: string, reply: Reply): void
  /** Request bodies of one path (`/v1/chat/completions`), parsed. */
  bodies(path?: string): any[]
  reset(): void
  close(): Promise<void>
}

const isFixture = (reply: object): reply is FixtureAnswer => 'status' in reply || 'file' in reply || 'body' in reply

function promptChars(body: any): number {
  return (body.messages ?? []).reduce((sum: number, message: any) => sum + (typeof message.content === 'string' ? message.content.length : JSON.stringify(message.content).length), 0)
}

function completion(body: any, reply: CompletionReply): FixtureAnswer {
  const content = reply.content === undefined ? 'Hello! How can I assist you today?' : reply.content
  const answer = structuredClone(template)
  answer.id = `chatcmpl-${Math.random().toString(36).slice(2, 14)}`
  answer.model = body.model
  answer.choices[0].message.content = content
  answer.choices[0].message.refusal = reply.refusal ?? null
  answer.choices[0].finish_reason = reply.finish_reason ?? 'stop'
  if (reply.usage === null) delete answer.usage
  else {
    const usage = reply.usage ?? { prompt_tokens: Math.ceil(promptChars(body) / 4) + 7, completion_tokens: Math.ceil((content ?? '').length / 4) }
    Object.assign(answer.usage, usage, { total_tokens: usage.prompt_tokens + usage.completion_tokens })
  }
  return { status: 200, body: answer }
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queues = new Map<string, Reply[]>()
  const standing = new Map<string, Reply>()
  const answer = (request: RecordedRequest, fallback: (body: any) => FixtureAnswer): FixtureAnswer => {
    const body = JSON.parse(request.body || '{}')
    let reply = queues.get(body.model)?.shift() ?? standing.get(body.model)
    if (reply === undefined) return fallback(body)
    if (typeof reply === 'function') reply = reply(body)
    if (typeof reply === 'string') return completion(body, { content: reply })
    return isFixture(reply) ? reply : completion(body, reply)
  }
  const server = await serveFixtures({
    'POST /v1/chat/completions': (request) => answer(request, (body) => completion(body, {})),
    'POST /v1/images/generations': (request) => answer(request, () => fixture('images-generation.json')),
  })
  return {
    url: `${server.url}/v1`,
    server,
    reply: (model, ...replies) => queues.set(model, [...(queues.get(model) ?? []), ...replies]),
    standing: (model, reply) => void standing.set(model, reply),
    bodies: (path = '/v1/chat/completions') => server.requests.filter((request) => request.path === path).map((request) => JSON.parse(request.body)),
    reset: () => {
      queues.clear()
      standing.clear()
      server.requests.length = 0
    },
    close: () => server.close(),
  }
}

/** A model table on the fake provider: `mini` (cheap), `big`, `pixel` (images). */
export function aiSettings(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    models: {
      mini: { provider: 'openai', upstreamModel: 'gpt-4o-mini', inputPer1k: 0.0006, outputPer1k: 0.0024, context: 128000, maxOutput: 16384, vision: true },
      big: { provider: 'openai', upstreamModel: 'gpt-4o', inputPer1k: 0.01, outputPer1k: 0.04, context: 128000, maxOutput: 4096 },
      pixel: { kind: 'image', provider: 'openai', upstreamModel: 'gpt-image-1', perImage: { '1024x1024': 0.05, default: 0.06 }, askBase64: false },
    },
    ...extra,
  }
}

export function appConfig(fake: FakeOpenAi, extra: { settings?: Record<string, unknown>; prices?: Record<string, number>; upstreams?: Record<string, { baseUrl: string; key?: string; plan?: string }> } = {}): { upstreams: Record<string, { baseUrl: string; key?: string; plan?: string; timeoutMs?: number }>; settings: Record<string, Record<string, unknown>>; prices?: Record<string, number> } {
  return {
    upstreams: { openai: { baseUrl: fake.url, key: 'sk-test', timeoutMs: 5000 }, ...extra.upstreams },
    settings: { ai: aiSettings(extra.settings) },
    ...(extra.prices ? { prices: extra.prices } : {}),
  }
}
