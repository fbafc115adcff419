import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { aiApp } from './_ai.ts'
import { aiSettings, type FakeOpenAi, fixture, startFakeOpenAi } from '../../providers/test/_openai.ts'

let fake: FakeOpenAi
beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const council = {
  textModel: 'mini',
  council: { fast: ['mini', 'big', 'third'], balanced: ['mini', 'big', 'third'] },
  models: {
    third: { provider: 'openai', upstreamModel: 'gpt-4.1', inputPer1k: 0.002, outputPer1k: 0.008, context: 128000 },
    keyless: { provider: 'openrouter', upstreamModel: 'meta-llama/llama-3.1-8b-instruct', inputPer1k: 0.0001, outputPer1k: 0.0001, context: 128000 },
  },
}
function app() {
  const base = aiSettings()
  return aiApp(fake, { settings: { ...council, models: { ...(base.models as object), ...council.models } } })
}
const usage = { prompt_tokens: 100, completion_tokens: 50 }
const say = (content: string) => ({ content, usage })

describe('ai.council', () => {
  it('quotes the most the council can cost: answers, refinements and the dearest synthesis', async () => {
    const { post, gate } = app()
    await post('council', { prompt: 'Is P = NP?' }, {})
    // prompt bound 17 + 2000 framing; per member first answer and refinement (with 3 x 640 answer tokens);
    // synthesis by the dearest (big): 0.0027462 + 0.0038982 + 0.04577 + 0.06497 + 0.009154 + 0.012994 + 0.08737
    expect(gate.quotes).toEqual([226_903])
    await post('council', { prompt: 'Is P = NP?', mode: 'fast', maxTokens: 128 }, {})
    expect(gate.quotes[1]).toBeLessThan(gate.quotes[0]!)
  })

  it('runs the balanced preset concurrently with a refine round; a failing member drops out; settles the tokens used', async () => {
    const { post, gate } = app()
    fake.reply('gpt-4o-mini', say('Probably not.'), say('Most believe P != NP.'), say(JSON.stringify({ consensus: 'It is open; most believe P != NP.', confidence: 0.7, dissent: [{ point: 'Whether a proof is near', members: ['big'] }] })))
    fake.reply('gpt-4o', say('Unknown.'), say('Open problem.'))
    fake.reply('gpt-4.1', fixture('error-rate-limit.json', 429))
    const { status, body } = await post('council', { prompt: 'Is P = NP?' })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      mode: 'balanced',
      consensus: 'It is open; most believe P != NP.',
      confidence: 0.7,
      dissent: [{ point: 'Whether a proof is near', members: ['big'] }],
      members: [
        { model: 'mini', status: 'answered', answer: 'Most believe P != NP.', refined: true },
        { model: 'big', status: 'answered', answer: 'Open problem.', refined: true },
        { model: 'third', status: 'dropped', answer: null, refined: false, reason: 'rate limited by its provider' },
      ],
      synthesizer: 'mini',
      rounds: 2,
    })
    // mini 3 calls x 0.00018 + big 2 calls x 0.003
    expect(gate.settled[0]!.amountMicros).toBe(6540)
    expect(body.meta).toMatchObject({ cost: { amount: '6540' }, authorized: { amount: '226903' }, usage: { calls: 5, promptTokens: 500, completionTokens: 250 } })
    const refine = fake.bodies().find((sent) => sent.model === 'gpt-4o' && sent.messages[1].content.startsWith('Question:'))
    expect(refine.messages[1].content).toContain('[big (you)]\nUnknown.')
    expect(refine.messages[1].content).toContain('[mini]\nProbably not.')
    const synthesis = fake.bodies().at(-1)
    expect(synthesis.response_format.json_schema.schema.properties.dissent.items.properties.members.items.enum).toEqual(['mini', 'big'])
  })

  it('seats named models for one round; unknown, image and unreachable models drop out', async () => {
    const { post } = app()
    fake.reply('gpt-4o-mini', say('A'), say(JSON.stringify({ consensus: 'A', confidence: 0.9, dissent: [] })))
    fake.reply('gpt-4o', say('A too'))
    const { status, body } = await post('council', { prompt: 'Pick a letter', models: ['mini', 'ghost', 'big', 'pixel', 'keyless'], maxTokens: 128 })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ mode: 'custom', rounds: 1, consensus: 'A', dissent: [] })
    expect(body.data.members).toEqual([
      { model: 'ghost', status: 'dropped', answer: null, refined: false, reason: 'not served on this host' },
      { model: 'pixel', status: 'dropped', answer: null, refined: false, reason: 'an image model' },
      { model: 'mini', status: 'answered', answer: 'A', refined: false },
      { model: 'big', status: 'answered', answer: 'A too', refined: false },
      { model: 'keyless', status: 'dropped', answer: null, refined: false, reason: 'its provider is not configured' },
    ])
    expect(fake.bodies().filter((sent) => sent.max_tokens === 128)).toHaveLength(2)
  })

  it('refuses before payment when fewer than 2 named models are available, and fails uncharged when fewer than 2 answer', async () => {
    const { post, gate } = app()
    expect(await post('council', { prompt: 'x', models: ['mini', 'ghost'] }, {})).toMatchObject({ status: 400, body: { field: 'models', error: expect.stringContaining('ghost: not served on this host') } })
    expect(gate.quotes).toEqual([])
    fake.reply('gpt-4o', fixture('error-server.json', 500))
    fake.reply('gpt-4.1', fixture('error-rate-limit.json', 429))
    const failed = await post('council', { prompt: 'x', mode: 'fast' })
    expect(failed).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', error: expect.stringContaining('Only 1 council member answered') } })
    expect(gate.settled).toEqual([])
    expect(await post('council', { prompt: 'x', mode: 'deep' }, {})).toMatchObject({ status: 503, body: { error: expect.stringContaining('settings.ai.council.deep') } })
  })

  it('lists the presets at GET /api/ai/council/menu', async () => {
    const body = await (await app().app.request('/api/ai/council/menu')).json()
    expect(body.presets).toEqual({
      fast: { models: ['mini', 'big', 'third'], rounds: 1, peerRefine: false, available: true },
      balanced: { models: ['mini', 'big', 'third'], rounds: 2, peerRefine: true, available: true },
      deep: { models: [], rounds: 2, peerRefine: true, available: false },
    })
    expect(body.models).toEqual(['mini', 'big', 'third', 'keyless'])
  })

  it('rejects out-of-bounds input with a 400 naming the field', async () => {
    const { post } = app()
    for (const [body, field] of [
      [{ prompt: '' }, 'prompt'],
      [{ prompt: 'p'.repeat(12_001) }, 'prompt'],
      [{ prompt: 'p', mode: 'slow' }, 'mode'],
      [{ prompt: 'p', models: ['mini'] }, 'models'],
      [{ prompt: 'p', models: Array.from({ length: 9 }, (_, i) => `m${i}`) }, 'models'],
      [{ prompt: 'p', models: ['mini', 'm'.repeat(81)] }, 'models'],
      [{ prompt: 'p', maxTokens: 127 }, 'maxTokens'],
      [{ prompt: 'p', maxTokens: 4097 }, 'maxTokens'],
    ] as const) {
      const answer = await post('council', body, {})
      expect(answer.status, field).toBe(400)
      expect(JSON.stringify(answer.body), field).toContain(field)
    }
  })
})
