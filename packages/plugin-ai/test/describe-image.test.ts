import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { aiApp } from './_ai.ts'
import { type FakeOpenAi, startFakeOpenAi } from '../../providers/test/_openai.ts'

// describe-image takes HTTPS addresses only, which the plain-HTTP fixture server cannot serve: the
// fetch is replaced by the PNG it would bring (fetching through the guard is tested in sources.test.ts).
const png = readFileSync(join(import.meta.dirname, 'fixtures/pages/receipt.png'))
const fetched = vi.hoisted(() => ({ urls: [] as string[] }))
vi.mock('../src/sources/image.ts', () => ({
  fetchImage: async (url: string) => {
    fetched.urls.push(url)
    return { dataUrl: `data:image/png;base64,${png.toString('base64')}`, type: 'image/png', bytes: png.byteLength, body: png }
  },
}))

let fake: FakeOpenAi
beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.reset()
  fetched.urls = []
})

const IMAGE = 'https://images.example.org/receipt.png'
const answer = {
  altText: 'A printed cafe receipt with a tea total',
  description: 'A small paper receipt from a cafe. It lists one tea and a total of 12.50.',
  contentType: 'document',
  text: 'TOTAL 12.50',
  mainObjects: ['receipt'],
  dominantColors: ['#FFFFFF', '#1a1a1a'],
}
const reply = (value: unknown) => ({ content: JSON.stringify(value), usage: { prompt_tokens: 900, completion_tokens: 120 } })

describe('ai.describe-image', () => {
  it('answers the members of the spec: imageUrl, altText, description, contentType, text, mainObjects, dominantColors', async () => {
    const { post } = aiApp(fake)
    fake.reply('gpt-4o-mini', reply(answer))
    const { status, body } = await post('describe-image', { imageUrl: IMAGE, instruction: 'Mention the total' })
    expect(status).toBe(200)
    expect(body.data).toEqual({ imageUrl: IMAGE, ...answer, dominantColors: ['#ffffff', '#1a1a1a'], meta: { engine: 'model', model: 'mini' } })
    expect(fetched.urls).toEqual([IMAGE])
    const sent = fake.bodies()[0].messages[1].content
    expect(sent[0]).toEqual({ type: 'text', text: 'Caller\'s instruction: Mention the total' })
    expect(sent[1]).toEqual({ type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } })
  })

  it('asks again when the alt text is not 5 to 15 words or the kind is not one of the spec\'s', async () => {
    const { post } = aiApp(fake)
    fake.reply('gpt-4o-mini', reply({ ...answer, altText: 'Receipt', contentType: 'photo' }), reply(answer))
    const { status, body } = await post('describe-image', { imageUrl: IMAGE })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ altText: answer.altText, contentType: 'document' })
    expect(fake.bodies()).toHaveLength(2)
  })
})
