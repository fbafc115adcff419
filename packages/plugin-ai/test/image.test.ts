import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { aiApp } from './_ai.ts'
import { type FakeOpenAi, fixture, startFakeOpenAi } from '../../providers/test/_openai.ts'

let fake: FakeOpenAi
beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())

describe('ai.image', () => {
  it('quotes the model\'s price per image for the size times n, at least the catalog floor', async () => {
    const { gate, post } = aiApp(fake, {})
    await post('image', { model: 'pixel', prompt: 'a red fox', n: 3, size: '1024x1024' }, {})
    await post('image', { model: 'pixel', prompt: 'a red fox', n: 4, size: '512x512' }, {})
    await post('image', { model: 'pixel', prompt: 'a red fox' }, {})
    expect(gate.quotes).toEqual([150_000, 240_000, 90_000])
  })

  it('answers created and base64 images, charging the quote', async () => {
    const { gate, post } = aiApp(fake, {})
    const { status, body } = await post('image', { model: 'pixel', prompt: 'a red fox', n: 3, size: '1024x1024' })
    expect(status).toBe(200)
    expect(body.data).toEqual({ created: 1713833628, data: [{ b64_json: expect.stringMatching(/^iVBORw0KGgo/) }] })
    expect(Buffer.from(body.data.data[0].b64_json, 'base64').subarray(1, 4).toString()).toBe('PNG')
    expect(gate.settled[0]!.amountMicros).toBe(150_000)
    expect(fake.bodies('/v1/images/generations')).toEqual([{ model: 'gpt-image-1', prompt: 'a red fox', n: 3, size: '1024x1024' }])
  })

  it('refuses a chat model, an unknown model and a malformed size before payment; bounds name the field', async () => {
    const { gate, post } = aiApp(fake, {})
    expect(await post('image', { model: 'mini', prompt: 'x' }, {})).toMatchObject({ status: 400, body: { field: 'model' } })
    expect(await post('image', { model: 'nope', prompt: 'x' }, {})).toMatchObject({ status: 400, body: { field: 'model' } })
    for (const [body, field] of [
      [{ model: 'pixel', prompt: '' }, 'prompt'],
      [{ model: 'pixel', prompt: 'p'.repeat(4001) }, 'prompt'],
      [{ model: 'pixel', prompt: 'x', n: 5 }, 'n'],
      [{ model: 'pixel', prompt: 'x', n: 0 }, 'n'],
      [{ model: 'pixel', prompt: 'x', size: 'big' }, 'size'],
      [{ model: 'pixel', prompt: 'x', size: '10240x10240000' }, 'size'],
    ] as const) {
      const answer = await post('image', body, {})
      expect(answer.status, field).toBe(400)
      expect(JSON.stringify(answer.body)).toContain(field)
    }
    expect(gate.quotes).toEqual([])
  })

  it('maps a provider refusal to 502 and a rate limit to 429, uncharged', async () => {
    const { gate, post } = aiApp(fake, {})
    fake.reply('gpt-image-1', fixture('error-server.json', 500), fixture('error-rate-limit.json', 429))
    expect(await post('image', { model: 'pixel', prompt: 'x' })).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    expect(await post('image', { model: 'pixel', prompt: 'x' })).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT' } })
    expect(gate.settled).toEqual([])
  })
})
