import { defineOperation, definePlugin } from '@svc/core'
import { testHost } from '@svc/core/testing'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { citedAnswer } from '../src/openai/index.ts'
import { aiSettings, type FakeOpenAi, startFakeOpenAi } from './_openai.ts'

// An operation answering from three numbered sources, as search.ai and ai.web-answer do.
const answer = defineOperation({
  name: 'cited',
  method: 'GET',
  description: 'Asks the host text model to answer from numbered sources, citing them (test only).',
  input: v.object({ q: v.pipe(v.string(), v.minLength(1)) }),
  price: { usd: 0.01 },
  async handler(ctx) {
    const { answer, cited, model } = await citedAnswer({ settings: ctx.config.settings.ai ?? {}, upstream: ctx.upstream, reportUsage: ctx.reportUsage }, {
      operation: 'test-cited',
      needs: 'text',
      instructions: 'Answer from the numbered sources only.',
      content: `Question: ${ctx.input.q}\n\n[1] one\n[2] two\n[3] three`,
      numbers: [1, 2, 3],
      maxTokens: 300,
      billing: 'fixed',
    })
    return { answer, cited: [...cited], model: model.id }
  },
})
const plugin = definePlugin({ name: '@svc/test-cited', version: '0.0.0', group: 'cited', operations: [answer] })

let fake: FakeOpenAi
beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())

// The fake provider's URL is known once it listens: the configuration is read as the host is built.
const host = testHost({ plugins: plugin, config: () => ({ upstreams: { openai: { baseUrl: fake.url, key: 'sk-test' } }, settings: { ai: aiSettings({ textModel: 'mini' }) } }) })
const app = () => host

describe('citedAnswer', () => {
  it('answers the text and the source numbers cited, each once, asking for citations among the numbers given', async () => {
    fake.reply('gpt-4o-mini', JSON.stringify({ answer: 'Two [2], also [3] and [2].', citations: ['2', '3', '2'] }))
    expect(await app().ok('/api/cited/cited?q=which')).toEqual({ answer: 'Two [2], also [3] and [2].', cited: [2, 3], model: 'mini' })
    const [sent] = fake.bodies()
    expect(sent.max_tokens).toBe(300)
    expect(sent.response_format.json_schema.schema.properties.citations).toEqual({ type: 'array', items: { type: 'string', enum: ['1', '2', '3'] } })
  })

  it('refuses, after asking once more, an answer citing a number it was not given, or an empty answer', async () => {
    fake.reply('gpt-4o-mini', JSON.stringify({ answer: 'Four [4].', citations: ['4'] }), JSON.stringify({ answer: '', citations: [] }))
    const { status, body } = await app().call('/api/cited/cited?q=which')
    expect(status).toBe(502)
    expect(body.error).toMatch(/answered ai\.test-cited twice in a shape that does not match its output schema/)
    expect(fake.bodies()).toHaveLength(2)
  })
})
