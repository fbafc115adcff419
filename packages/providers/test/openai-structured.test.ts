import { defineOperation, definePlugin } from '@svc/core'
import { testHost } from '@svc/core/testing'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { runStructured } from '../src/openai/index.ts'
import { aiSettings, type FakeOpenAi, startFakeOpenAi } from './_openai.ts'

// A plugin of another group asking the host's text model for a structured answer, as search.ai does.
const answer = defineOperation({
  name: 'answer',
  method: 'GET',
  description: 'Asks the host text model a question and answers a checked JSON object (test only).',
  input: v.object({ q: v.pipe(v.string(), v.minLength(1)) }),
  price: { usd: 0.01 },
  async handler(ctx) {
    const { value, model } = await runStructured({ settings: ctx.config.settings.ai ?? {}, upstream: ctx.upstream, reportUsage: ctx.reportUsage }, {
      operation: 'test-answer',
      needs: 'text',
      instructions: 'Answer the question.',
      content: ctx.input.q,
      schema: v.object({ answer: v.pipe(v.string(), v.minLength(1)), sure: v.boolean() }),
      maxTokens: 200,
      billing: 'fixed',
    })
    return { ...value, model: model.id }
  },
})
const plugin = definePlugin({ name: '@svc/test-structured', version: '0.0.0', group: 'structured', operations: [answer] })

let fake: FakeOpenAi
beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())

// The fake provider's URL is known once it listens: the configuration is read as each host is built.
const host = testHost({ plugins: plugin, config: () => ({ upstreams: { openai: { baseUrl: fake.url, key: 'sk-test' } } }) })
/** A host of this test with these `settings.ai` (the model table, given or built by aiSettings). */
const withAi = (ai: Record<string, unknown>) => host.open({ config: { settings: { ai } } })
const app = (settings: Record<string, unknown> = { textModel: 'mini' }) => withAi(aiSettings(settings))

describe('runStructured', () => {
  it('asks the model for a strict JSON Schema answer at temperature 0, on the provider the model table names', async () => {
    fake.reply('gpt-4o-mini', JSON.stringify({ answer: 'Yes.', sure: true }))
    expect(await app().ok('/api/structured/answer?q=is%20it')).toEqual({ answer: 'Yes.', sure: true, model: 'mini' })
    const [sent] = fake.bodies()
    expect(sent).toMatchObject({ model: 'gpt-4o-mini', temperature: 0, max_tokens: 200, stream: false })
    expect(sent.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'svc_test_answer', strict: true, schema: { type: 'object', properties: { answer: { type: 'string' }, sure: { type: 'boolean' } }, required: ['answer', 'sure'], additionalProperties: false } },
    })
    expect(fake.server.requests[0]!.headers.authorization).toBe('Bearer sk-test')
  })

  it('asks once more, saying what was wrong, then fails with a 502 naming the shape problem', async () => {
    fake.reply('gpt-4o-mini', 'not json', JSON.stringify({ answer: 'Yes.', sure: true }))
    expect(await app().ok('/api/structured/answer?q=is%20it')).toMatchObject({ answer: 'Yes.' })
    expect(fake.bodies()[1].messages.at(-1).content).toBe('That answer is not valid: it is not JSON. Answer again with the JSON object only.')
    fake.reset()
    fake.reply('gpt-4o-mini', JSON.stringify({ answer: '' , sure: true }), JSON.stringify({ answer: 'Yes.' }))
    const { status, body } = await app().call('/api/structured/answer?q=is%20it')
    expect(status).toBe(502)
    expect(body.error).toMatch(/twice in a shape that does not match its output schema \(at sure: .*\); nothing was charged/)
  })

  it('puts the schema in the prompt for a model in JSON mode', async () => {
    const settings = aiSettings({ textModel: 'mini' }) as { models: Record<string, Record<string, unknown>> }
    settings.models.mini = { ...settings.models.mini, structured: 'json_object' }
    fake.reply('gpt-4o-mini', JSON.stringify({ answer: 'No.', sure: false }))
    const tester = withAi(settings)
    expect(await tester.ok('/api/structured/answer?q=is%20it')).toMatchObject({ answer: 'No.' })
    const [sent] = fake.bodies()
    expect(sent.response_format).toEqual({ type: 'json_object' })
    expect(sent.messages[0].content).toContain('following this JSON Schema:\n{"type":"object"')
  })

  it('bounds the completion with max_tokens, or max_completion_tokens on a model set so (OpenAI reasoning models refuse max_tokens)', async () => {
    fake.reply('gpt-4o-mini', JSON.stringify({ answer: 'Yes.', sure: true }))
    await app().ok('/api/structured/answer?q=is%20it')
    const settings = aiSettings({ textModel: 'mini' }) as { models: Record<string, Record<string, unknown>> }
    settings.models.mini = { ...settings.models.mini, tokenLimitParam: 'max_completion_tokens' }
    fake.reply('gpt-4o-mini', JSON.stringify({ answer: 'Yes.', sure: true }))
    await withAi(settings).ok('/api/structured/answer?q=is%20it')
    const [first, second] = fake.bodies()
    expect(first.max_tokens).toBe(200)
    expect(first).not.toHaveProperty('max_completion_tokens')
    expect(second.max_completion_tokens).toBe(200)
    expect(second).not.toHaveProperty('max_tokens')
    expect(first.temperature).toBe(0)
  })

  it('sends no temperature to a model set not to take it (OpenAI reasoning models refuse it)', async () => {
    const settings = aiSettings({ textModel: 'mini' }) as { models: Record<string, Record<string, unknown>> }
    settings.models.mini = { ...settings.models.mini, sampling: false }
    fake.reply('gpt-4o-mini', JSON.stringify({ answer: 'Yes.', sure: true }))
    await withAi(settings).ok('/api/structured/answer?q=is%20it')
    expect(fake.bodies()[0]).not.toHaveProperty('temperature')
  })

  it('answers 503 naming the setting when the host has no text model', async () => {
    const { status, body } = await app({}).call('/api/structured/answer?q=is%20it')
    expect(status).toBe(503)
    expect(body.error).toContain('set settings.ai.textModel')
    expect(fake.bodies()).toEqual([])
  })
})
