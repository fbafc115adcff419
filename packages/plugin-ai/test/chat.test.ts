import { upstreamFailureCases } from '@svc/core/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { aiApp, aiOn } from './_ai.ts'
import { PAYER } from './_gate.ts'
import { appConfig, type FakeOpenAi, fixture, startFakeOpenAi } from '../../providers/test/_openai.ts'

let fake: FakeOpenAi
beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const hello = { model: 'big', messages: [{ role: 'user', content: 'Hi there' }], max_tokens: 4000 }

describe('ai.chat', () => {
  it('quotes in the 402 the most the call can cost: every prompt byte a token, all max_tokens generated', async () => {
    const { gate, post } = aiApp(fake, {})
    expect((await post('chat', hello, {})).status).toBe(402)
    // (8 bytes + 4 framing + 3) tokens at 0.01/1k + 4000 tokens at 0.04/1k = 0.16015
    expect(gate.quotes).toEqual([160_150])
    // A cheap call is quoted at the catalog's floor of 0.0025.
    await post('chat', { ...hello, model: 'mini', max_tokens: 100 }, {})
    expect(gate.quotes[1]).toBe(2500)
  })

  it('settles only the tokens used, with the amount and usage in meta, and answers a standard chat completion', async () => {
    const { gate, post } = aiApp(fake, {})
    fake.reply('gpt-4o', { content: 'Hello, friend.', usage: { prompt_tokens: 12, completion_tokens: 30 } })
    const { status, body } = await post('chat', { ...hello, temperature: 0.2, top_p: 0.9, stop: ['\n\n'] })
    expect(status).toBe(200)
    // 12 tokens at 0.01/1k + 30 at 0.04/1k = 0.00132
    expect(gate.settled).toEqual([{ operation: 'ai.chat', payer: PAYER['x-test-payer'], amountMicros: 1320 }])
    expect(body.meta).toMatchObject({
      caller: 'paid',
      cost: { usd: 0.00132, amount: '1320' },
      authorized: { amount: '160150' },
      usage: { usd: 0.00132, amount: '1320', model: 'big', promptTokens: 12, completionTokens: 30, estimated: false },
    })
    expect(body.data).toEqual({
      id: expect.stringMatching(/^chatcmpl-/),
      object: 'chat.completion',
      created: 1741569952,
      model: 'big',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Hello, friend.' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 12, completion_tokens: 30, total_tokens: 42 },
    })
    const [sent] = fake.bodies()
    expect(sent).toEqual({ model: 'gpt-4o', messages: hello.messages, max_tokens: 4000, stream: false, temperature: 0.2, top_p: 0.9, stop: ['\n\n'] })
    expect(fake.server.requests[0]!.headers.authorization).toBe('Bearer sk-test')
  })

  it('never settles more than was authorized', async () => {
    const { gate, post } = aiApp(fake, {})
    fake.reply('gpt-4o', { content: 'long', usage: { prompt_tokens: 9000, completion_tokens: 4000 } })
    const { body } = await post('chat', hello)
    expect(body.meta.usage.amount).toBe('250000')
    expect(gate.settled[0]!.amountMicros).toBe(160_150)
    expect(body.meta.cost.amount).toBe('160150')
  })

  it('prices an answer without usage by upper bounds, and says so', async () => {
    const { gate, post } = aiApp(fake, {})
    fake.reply('gpt-4o', { content: 'Hello there!', usage: null })
    const { body } = await post('chat', hello)
    // prompt bound 15 tokens, completion bounded by its 12 bytes: 0.00015 + 0.00048
    expect(body.meta.usage).toMatchObject({ estimated: true, promptTokens: 15, completionTokens: 12, amount: '630' })
    expect(gate.settled[0]!.amountMicros).toBe(630)
  })

  it('serves a trial call and reports its usage without charging', async () => {
    const { gate, app } = aiApp(fake, {})
    const response = await app.request('/api/ai/chat?trial=1', { json: { ...hello, model: 'mini' } })
    const body = await response.json()
    expect(response.status).toBe(200)
    expect(body.meta).toMatchObject({ caller: 'trial', cost: { amount: '0' }, usage: { model: 'mini', estimated: false } })
    expect(gate.settled).toEqual([])
  })

  it('refuses, before any payment, a model the host does not serve and a max_tokens above the model\'s limit', async () => {
    const { gate, post } = aiApp(fake, {})
    expect(await post('chat', { ...hello, model: 'gpt-9' }, {})).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', field: 'model', error: expect.stringContaining('/api/ai/models') } })
    expect(await post('chat', { ...hello, model: 'pixel' }, {})).toMatchObject({ status: 400, body: { field: 'model' } })
    expect(await post('chat', { ...hello, max_tokens: 5000 }, {})).toMatchObject({ status: 400, body: { field: 'max_tokens', error: expect.stringContaining('4096') } })
    expect(gate.quotes).toEqual([])
  })

  it('refuses temperature and top_p, before any payment, for a model set not to take them (OpenAI reasoning models)', async () => {
    const config = appConfig(fake)
    const models = config.settings.ai!.models as Record<string, Record<string, unknown>>
    models.big = { ...models.big, sampling: false }
    const { gate, post } = aiOn(config)
    expect(await post('chat', { ...hello, temperature: 0.2 }, {})).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', field: 'temperature', error: expect.stringContaining('settings.ai.models.big.sampling') } })
    expect(await post('chat', { ...hello, top_p: 0.5 }, {})).toMatchObject({ status: 400, body: { field: 'top_p' } })
    expect(gate.quotes).toEqual([])
  })

  it('rejects out-of-bounds input with a 400 naming the field', async () => {
    const { post } = aiApp(fake, {})
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...hello, model: '' }, 'model'],
      [{ ...hello, model: 'm'.repeat(81) }, 'model'],
      [{ ...hello, messages: [] }, 'messages'],
      [{ ...hello, messages: [{ role: 'tool', content: 'x' }] }, 'messages'],
      [{ ...hello, messages: [{ role: 'user' }] }, 'messages'],
      [{ ...hello, max_tokens: 0 }, 'max_tokens'],
      [{ ...hello, max_tokens: 8193 }, 'max_tokens'],
      [{ ...hello, temperature: 2.5 }, 'temperature'],
      [{ ...hello, top_p: 1.5 }, 'top_p'],
      [{ ...hello, stop: 3 }, 'stop'],
      [{ ...hello, stream: true }, 'stream'],
    ]
    for (const [body, field] of cases) {
      const answer = await post('chat', body)
      expect(answer.status, field).toBe(400)
      expect(JSON.stringify(answer.body), field).toContain(field)
    }
  })

  for (const failure of upstreamFailureCases) {
    it(`answers ${failure.status} ${failure.code} on ${failure.name}, uncharged`, async () => {
      const { gate, post } = aiApp(fake, {})
      fake.reply('gpt-4o', failure.answer)
      expect(await post('chat', hello)).toMatchObject({ status: failure.status, body: { code: failure.code } })
      expect(gate.settled).toEqual([])
      expect(gate.released).toEqual(['ai.chat'])
    })
  }

  it('maps the provider\'s own error objects: 429 with Retry-After, context length to 400, a bad key or unknown model to 502', async () => {
    const { gate, post } = aiApp(fake, {})
    fake.reply('gpt-4o',
      fixture('error-rate-limit.json', 429, { 'retry-after': '20', 'x-ratelimit-reset-requests': '20s' }),
      fixture('error-context-length.json', 400),
      fixture('error-invalid-api-key.json', 401),
      fixture('error-model-not-found.json', 404),
      fixture('error-server.json', 500))
    const limited = await post('chat', hello)
    expect(limited).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT' } })
    expect(limited.headers.get('retry-after')).toBe('20')
    expect(await post('chat', hello)).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', field: 'messages', error: expect.stringContaining('maximum context length') } })
    const badKey = await post('chat', hello)
    expect(badKey).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    expect(JSON.stringify(badKey.body)).not.toContain('sk-test')
    expect(await post('chat', hello)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', error: expect.stringContaining('model_not_found') } })
    expect(await post('chat', hello)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    expect(gate.settled).toEqual([])
  })

  it('answers 503 naming the key setting when the provider needs a key the host lacks, uncharged', async () => {
    const config = appConfig(fake)
    const { gate, post } = aiOn({ ...config, upstreams: { openai: { baseUrl: fake.url } } })
    expect(await post('chat', hello)).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_OPENAI_KEY') } })
    expect(gate.settled).toEqual([])
    expect(fake.server.requests).toEqual([])
  })
})
