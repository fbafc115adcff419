import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { aiApp } from './_ai.ts'
import { type FakeOpenAi, fixture, startFakeOpenAi } from '../../providers/test/_openai.ts'

let fake: FakeOpenAi
beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const json = (value: unknown, usage = { prompt_tokens: 200, completion_tokens: 50 }) => ({ content: JSON.stringify(value), usage })

describe('structured operations', () => {
  it('ai.classify asks for a strict JSON Schema of the caller\'s labels and answers label, confidence and rationale', async () => {
    const { post, gate } = aiApp(fake)
    fake.reply('gpt-4o-mini', json({ labels: ['billing'], confidence: 0.92, rationale: 'Mentions an invoice.' }))
    const { status, body } = await post('classify', { text: 'My invoice is wrong', labels: ['billing', 'bug', 'sales'] })
    expect(status).toBe(200)
    expect(body.data).toEqual({ label: 'billing', labels: ['billing'], multiLabel: false, confidence: 0.92, rationale: 'Mentions an invoice.', meta: { engine: 'model', model: 'mini' } })
    const [sent] = fake.bodies()
    expect(sent.temperature).toBe(0)
    expect(sent.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'svc_classify',
        strict: true,
        schema: {
          type: 'object',
          properties: { labels: { type: 'array', items: { type: 'string', enum: ['billing', 'bug', 'sales'] } }, confidence: { type: 'number' }, rationale: { type: 'string' } },
          required: ['labels', 'confidence', 'rationale'],
          additionalProperties: false,
        },
      },
    })
    expect(sent.messages[1]).toEqual({ role: 'user', content: 'My invoice is wrong' })
    // A fixed-price operation is charged its price whatever the tokens.
    expect(gate.settled[0]!.amountMicros).toBe(45_000)
    expect(body.meta.usage).toBeUndefined()
  })

  it('retries once, saying what was wrong, when the answer does not match the output shape', async () => {
    const { post } = aiApp(fake)
    fake.reply('gpt-4o-mini', json({ labels: ['refund'], confidence: 0.9, rationale: 'x' }), json({ labels: ['bug', 'sales'], confidence: 0.7, rationale: 'Both.' }))
    const { status, body } = await post('classify', { text: 'It crashed; I want to buy more', labels: ['billing', 'bug', 'sales'], multiLabel: true })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ label: 'bug', labels: ['bug', 'sales'], multiLabel: true })
    const retry = fake.bodies()[1]
    expect(retry.messages.at(-2)).toEqual({ role: 'assistant', content: JSON.stringify({ labels: ['refund'], confidence: 0.9, rationale: 'x' }) })
    expect(retry.messages.at(-1).content).toMatch(/^That answer is not valid: at labels\.0: /)
  })

  it('fails with 502, charging nothing, when the second answer does not validate either (not JSON, then out of bounds)', async () => {
    const { post, gate } = aiApp(fake)
    fake.reply('gpt-4o-mini', { content: 'The label is billing.' }, json({ labels: ['billing'], confidence: 1.7, rationale: 'x' }))
    const { status, body } = await post('classify', { text: 'invoice', labels: ['billing', 'bug'] })
    expect(status).toBe(502)
    expect(body).toMatchObject({ code: 'UPSTREAM_FAILED', error: expect.stringContaining('confidence') })
    expect(gate.settled).toEqual([])
    expect(gate.released).toEqual(['ai.classify'])
    expect(fake.bodies()).toHaveLength(2)
  })

  it('asks a model without strict JSON Schema support for JSON mode, with the schema in the prompt', async () => {
    const local = await startFakeOpenAi()
    try {
      const app = aiApp(local, { settings: { textModel: 'local', models: { local: { provider: 'ollama', upstreamModel: 'llama3.1:8b', inputPer1k: 0, outputPer1k: 0, context: 8192, structured: 'json_object' } } }, upstreams: { ollama: { baseUrl: local.url } } })
      local.reply('llama3.1:8b', json({ labels: ['a'], confidence: 0.5, rationale: 'r' }))
      expect((await app.post('classify', { text: 'x', labels: ['a', 'b'] })).body.data).toMatchObject({ label: 'a', meta: { model: 'local' } })
      const [sent] = local.bodies()
      expect(sent.response_format).toEqual({ type: 'json_object' })
      expect(sent.messages[0].content).toContain('following this JSON Schema:\n{"type":"object"')
      expect(local.server.requests[0]!.headers.authorization).toBeUndefined()
    } finally {
      await local.close()
    }
  })

  it('a model\'s refusal counts as an invalid answer', async () => {
    const { post } = aiApp(fake)
    fake.reply('gpt-4o-mini', { content: null, refusal: 'I can\'t help with that.' }, { content: null, refusal: 'I can\'t help with that.' })
    expect(await post('classify', { text: 'x', labels: ['a', 'b'] })).toMatchObject({ status: 502, body: { error: expect.stringContaining('refused') } })
  })

  it('ai.sentiment answers from the model, and from the AFINN lexicon, labelled local, on a host with no model', async () => {
    const { post } = aiApp(fake)
    fake.reply('gpt-4o-mini', json({ sentiment: 'mixed', polarity: 0.1, confidence: 0.8, rationale: 'Praise and complaint.' }))
    expect((await post('sentiment', { text: 'Great food, awful service' })).body.data).toEqual({ sentiment: 'mixed', polarity: 0.1, confidence: 0.8, rationale: 'Praise and complaint.', meta: { engine: 'model', model: 'mini' } })
    const local = aiApp(fake, { settings: {} })
    const happy = (await local.post('sentiment', { text: 'I love this phone, the camera is amazing and the battery is great.' })).body.data
    expect(happy).toMatchObject({ sentiment: 'positive', meta: { engine: 'local', library: 'sentiment', method: 'lexicon', note: expect.stringContaining('AFINN-165') } })
    expect(happy.polarity).toBeGreaterThan(0.4)
    expect(happy.rationale).toBe('positive words: love, amazing, great')
    const sad = (await local.post('sentiment', { text: 'Terrible support, broken screen, I hate it.' })).body.data
    expect(sad).toMatchObject({ sentiment: 'negative' })
    expect(sad.polarity).toBeLessThan(-0.2)
    expect((await local.post('sentiment', { text: 'The meeting is on Tuesday.' })).body.data).toMatchObject({ sentiment: 'neutral', polarity: 0, confidence: 0.3 })
    expect(fake.bodies()).toHaveLength(1)
  })

  it('ai.moderate answers every category with an overall verdict', async () => {
    const { post } = aiApp(fake)
    const categories = Object.fromEntries(['hate', 'harassment', 'sexual', 'sexual/minors', 'violence', 'self-harm', 'dangerous', 'illicit'].map((name) => [name, { flagged: name === 'violence', severity: name === 'violence' ? 0.6 : 0 }]))
    fake.reply('gpt-4o-mini', json({ categories }))
    const { body } = await post('moderate', { text: 'I will hurt you' })
    const assessed = Object.fromEntries(Object.entries(categories).map(([name, verdict]) => [name, { ...verdict, assessed: true }]))
    expect(body.data).toEqual({ flagged: true, categories: assessed, meta: { engine: 'model', model: 'mini' } })
    expect(fake.bodies()[0].messages[1].content).toBe('Text to moderate:\n<<<\nI will hurt you\n>>>')
  })

  it('ai.entities counts each entity\'s mentions in the text and drops what the text does not contain, billed by tokens', async () => {
    const { post, gate } = aiApp(fake)
    const text = 'Apple hired Tim Cook. Later, apple opened a store in Paris; Tim Cook spoke in Paris on 3 May.'
    fake.reply('gpt-4o-mini', json({ entities: [{ text: 'Apple', type: 'ORGANIZATION' }, { text: 'Tim Cook', type: 'PERSON' }, { text: 'Paris', type: 'LOCATION' }, { text: '3 May', type: 'DATE' }, { text: 'Cupertino', type: 'LOCATION' }] }, { prompt_tokens: 1000, completion_tokens: 100 }))
    const { body } = await post('entities', { text })
    expect(body.data.entities).toEqual([
      { text: 'Apple', type: 'ORGANIZATION', mentions: 2 },
      { text: 'Tim Cook', type: 'PERSON', mentions: 2 },
      { text: 'Paris', type: 'LOCATION', mentions: 2 },
      { text: '3 May', type: 'DATE', mentions: 1 },
    ])
    // 1000 tokens at 0.0006/1k + 100 at 0.0024/1k = 0.00084
    expect(gate.settled[0]!.amountMicros).toBe(840)
    expect(body.meta).toMatchObject({ cost: { amount: '840' }, authorized: { amount: '90000' }, usage: { model: 'mini', promptTokens: 1000, completionTokens: 100 } })
  })

  it('ai.entities on a host with no model tags entities by English rules, labelled local', async () => {
    const { post } = aiApp(fake, { settings: {} })
    const { status, body } = await post('entities', { text: 'Tim Cook spoke at the United Nations in Paris. Tim Cook said 40% agreed.' })
    expect(status).toBe(200)
    expect(body.data.meta).toEqual({ engine: 'local', method: 'compromise+patterns', library: 'compromise', note: expect.stringContaining('not a language model') })
    expect(body.data.entities).toEqual(expect.arrayContaining([
      { text: 'Tim Cook', type: 'PERSON', mentions: 2 },
      { text: 'United Nations', type: 'ORGANIZATION', mentions: 1 },
      { text: 'Paris', type: 'LOCATION', mentions: 1 },
      { text: '40%', type: 'PERCENT', mentions: 1 },
    ]))
    expect(body.data.entities[0]).toEqual({ text: 'Tim Cook', type: 'PERSON', mentions: 2 })
    expect(fake.bodies()).toEqual([])
  })

  it('ai.pii locates every exact substring the model reports; with no model it finds formatted values through text.redact', async () => {
    const { post } = aiApp(fake)
    const text = 'Call Jane Roe at +1 415 555 0100 or jane.roe@example.com. Jane Roe was born 1990-04-01.'
    fake.reply('gpt-4o-mini', json({ findings: [{ type: 'PERSON_NAME', text: 'Jane Roe' }, { type: 'PHONE', text: '+1 415 555 0100' }, { type: 'EMAIL', text: 'jane.roe@example.com' }, { type: 'DATE_OF_BIRTH', text: '1990-04-01' }, { type: 'SSN', text: '123-45-6789' }] }))
    const { body } = await post('pii', { text })
    expect(body.data.findings).toEqual([
      { type: 'PERSON_NAME', text: 'Jane Roe', start: 5, end: 13 },
      { type: 'PHONE', text: '+1 415 555 0100', start: 17, end: 32 },
      { type: 'EMAIL', text: 'jane.roe@example.com', start: 36, end: 56 },
      { type: 'PERSON_NAME', text: 'Jane Roe', start: 58, end: 66 },
      { type: 'DATE_OF_BIRTH', text: '1990-04-01', start: 76, end: 86 },
    ])
    expect(body.data.count).toBe(5)
    const local = aiApp(fake, { settings: {} })
    const answer = await local.post('pii', { text: 'Card 4111 1111 1111 1111, mail jane.roe@example.com, IBAN DE89 3704 0044 0532 0130 00.' })
    expect(answer.body.data.meta).toMatchObject({ engine: 'local', method: 'patterns+compromise', note: expect.stringContaining('not an AI model') })
    expect(answer.body.data.findings.map((finding: { type: string; text: string }) => [finding.type, finding.text])).toEqual([
      ['CREDIT_CARD', '4111 1111 1111 1111'], ['EMAIL', 'jane.roe@example.com'], ['IBAN', 'DE89 3704 0044 0532 0130 00'],
    ])
  })

  it('ai.translate answers the translation with the detected language, billed by tokens', async () => {
    const { post, gate } = aiApp(fake)
    fake.reply('gpt-4o-mini', json({ text: 'Bonjour le monde', detectedSourceLanguage: 'en', confidence: 'high' }, { prompt_tokens: 80, completion_tokens: 20 }))
    const { body } = await post('translate', { text: 'Hello world', targetLanguage: 'fr-fr' })
    expect(body.data).toEqual({ text: 'Bonjour le monde', targetLanguage: 'fr-FR', detectedSourceLanguage: 'en', confidence: 'high', meta: { engine: 'model', model: 'mini' } })
    expect(gate.settled[0]!.amountMicros).toBe(96)
    expect(fake.bodies()[0].max_tokens).toBe(222)
  })

  it('answers 503 naming the setting when a model operation has no model, before charging', async () => {
    const { post, gate } = aiApp(fake, { settings: {} })
    expect(await post('classify', { text: 'x', labels: ['a', 'b'] })).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('settings.ai.textModel') } })
    expect(gate.settled).toEqual([])
  })

  it('maps provider failures (429, 500) and charges nothing', async () => {
    const { post, gate } = aiApp(fake)
    fake.reply('gpt-4o-mini', fixture('error-rate-limit.json', 429, { 'retry-after': '20' }), fixture('error-server.json', 500))
    expect(await post('entities', { text: 'Apple' })).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT' } })
    expect(await post('entities', { text: 'Apple' })).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    expect(gate.settled).toEqual([])
  })

  it('rejects out-of-bounds input with a 400 naming the field', async () => {
    const { post } = aiApp(fake)
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['classify', { text: '', labels: ['a', 'b'] }, 'text'],
      ['classify', { text: 'x'.repeat(12_001), labels: ['a', 'b'] }, 'text'],
      ['classify', { text: 'x', labels: ['a'] }, 'labels'],
      ['classify', { text: 'x', labels: Array.from({ length: 21 }, (_, i) => `l${i}`) }, 'labels'],
      ['classify', { text: 'x', labels: ['a', 'l'.repeat(61)] }, 'labels'],
      ['classify', { text: 'x', labels: ['a', 'a'] }, 'labels'],
      ['classify', { text: 'x', labels: ['a', 'b'], multiLabel: 'yes' }, 'multiLabel'],
      ['translate', { text: 'x'.repeat(6001), targetLanguage: 'fr' }, 'text'],
      ['translate', { text: 'x', targetLanguage: 'f' }, 'targetLanguage'],
      ['translate', { text: 'x', targetLanguage: 'not a tag!' }, 'targetLanguage'],
      ['translate', { text: 'x', targetLanguage: 'fr', sourceLanguage: 'e'.repeat(21) }, 'sourceLanguage'],
      ['sentiment', { text: '' }, 'text'],
      ['moderate', {}, 'text'],
      ['entities', { text: 'x'.repeat(12_001) }, 'text'],
      ['pii', { text: 'x', mode: 'fast' }, 'mode'],
    ]
    for (const [operation, body, field] of cases) {
      const answer = await post(operation, body)
      expect(answer.status, `${operation} ${field}`).toBe(400)
      expect(JSON.stringify(answer.body), `${operation} ${field}`).toContain(field)
    }
  })
})
