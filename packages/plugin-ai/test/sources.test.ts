import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type FixtureServer, serveFixtures } from '@svc/core/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { aiApp } from './_ai.ts'
import { type FakeOpenAi, startFakeOpenAi } from '../../providers/test/_openai.ts'

// The page server listens on loopback, which the URL guard refuses: tests that fetch from it
// allow exactly 127.0.0.1; the refusal tests run the real public-only policy.
const guard = vi.hoisted(() => ({ allowLoopback: false }))
vi.mock('../../providers/src/web-page/policy.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../providers/src/web-page/policy.ts')>()
  return { addressPolicy: (address: string, family: 4 | 6) => (guard.allowLoopback && address === '127.0.0.1') || real.addressPolicy(address, family) }
})

const pages = join(import.meta.dirname, 'fixtures/pages')
const png = readFileSync(join(pages, 'receipt.png'))
let fake: FakeOpenAi
let site: FixtureServer
beforeAll(async () => {
  fake = await startFakeOpenAi()
  site = await serveFixtures({
    'GET /article': { file: join(import.meta.dirname, '../../providers/test/fixtures/pages/article.html') },
    'GET /long': { body: `<html><head><title>Long</title></head><body><p>${'word '.repeat(600_000)}</p></body></html>`, headers: { 'content-type': 'text/html; charset=utf-8' } },
    'GET /moved': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } },
    'GET /receipt.png': { body: png, headers: { 'content-type': 'image/png' } },
    'GET /fake.png': { body: 'not an image at all', headers: { 'content-type': 'image/png' } },
    'GET /big.png': { body: Buffer.concat([png, Buffer.alloc(1024 * 1024)]), headers: { 'content-type': 'image/png' } },
    'GET /data.zip': { body: 'PK', headers: { 'content-type': 'application/zip' } },
  })
})
afterAll(async () => {
  await fake.close()
  await site.close()
})
beforeEach(() => {
  fake.reset()
  guard.allowLoopback = true
})

const json = (value: unknown, usage = { prompt_tokens: 2000, completion_tokens: 150 }) => ({ content: JSON.stringify(value), usage })
const summary = { title: 'Tide pools', summary: 'Tide pools hold sea life at low tide.', keyPoints: ['Form at low tide', 'Home to sea stars', 'Step on bare rock'], audience: 'coastal visitors' }

describe('operations on a caller\'s URL', () => {
  it('ai.summarize fetches the page, gives the model its readable text, and answers the spec\'s shape', async () => {
    const { post, gate } = aiApp(fake)
    fake.reply('gpt-4o-mini', json(summary))
    const { status, body } = await post('summarize', { url: `${site.url}/article`, instruction: 'For children' })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      url: `${site.url}/article`, finalUrl: `${site.url}/article`, summary: summary.summary, keyPoints: summary.keyPoints,
      title: 'Tide pools of the Pacific coast', audience: 'coastal visitors', estimatedReadingMinutes: 1,
      meta: { truncated: false, engine: 'model', model: 'mini' },
    })
    const sent = fake.bodies()[0]
    expect(sent.messages[0].content).toContain('Caller\'s instruction: For children')
    expect(sent.messages[1].content).toContain('Sea stars, anemones and hermit crabs live in them.')
    expect(sent.messages[1].content).not.toMatch(/Copyright|Home|<p>/)
    // 2000 tokens at 0.0006/1k + 150 at 0.0024/1k
    expect(gate.settled[0]!.amountMicros).toBe(1560)
  })

  it('reports truncated when the page is longer than the model is given', async () => {
    const { post } = aiApp(fake)
    fake.reply('gpt-4o-mini', json(summary))
    const { body } = await post('summarize', { url: `${site.url}/long` })
    expect(body.data.meta.truncated).toBe(true)
    expect(body.data.estimatedReadingMinutes).toBeGreaterThan(100)
    expect(fake.bodies()[0].messages[1].content.length).toBeLessThan(61_000)
  })

  it('ai.extract answers data validated against the caller\'s JSON Schema, retrying once when it does not conform', async () => {
    const { post } = aiApp(fake)
    const schema = { type: 'object', properties: { sites: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, bestTideFeet: { type: 'number' } }, required: ['name', 'bestTideFeet'] } } }, required: ['sites'] }
    fake.reply('gpt-4o-mini', json({ sites: [{ name: 'Point Lobos', bestTideFeet: '-1.0 ft' }] }), json({ sites: [{ name: 'Point Lobos', bestTideFeet: -1 }] }))
    const { status, body } = await post('extract', { url: `${site.url}/article`, schema })
    expect(status).toBe(200)
    expect(body.data).toEqual({ url: `${site.url}/article`, finalUrl: `${site.url}/article`, extracted: { sites: [{ name: 'Point Lobos', bestTideFeet: -1 }] }, meta: { truncated: false, engine: 'model', model: 'mini' } })
    const [first, second] = fake.bodies()
    expect(first.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'svc_extract', strict: false, schema } })
    expect(second.messages.at(-1).content).toContain('/sites/0/bestTideFeet')
  })

  it('ai.extract refuses a schema that is not an object schema', async () => {
    const { post } = aiApp(fake)
    for (const schema of [{ type: 'array' }, { properties: {} }, { type: 'object', properties: { a: { type: 'string' } }, padding: 'x'.repeat(20_000) }]) {
      expect(await post('extract', { url: `${site.url}/article`, schema })).toMatchObject({ status: 400, body: { error: expect.stringContaining('schema') } })
    }
  })

  it('ai.ocr sends the fetched image to the vision model as a data URL and answers text, tables, language, handwriting', async () => {
    const { post } = aiApp(fake)
    const answer = { text: 'TOTAL 12.50', tables: ['| Item | Price |\n| --- | --- |\n| Tea | 12.50 |'], language: 'en', handwriting: false }
    fake.reply('gpt-4o-mini', json(answer))
    const { status, body } = await post('ocr', { imageUrl: `${site.url}/receipt.png` })
    expect(status).toBe(200)
    expect(body.data).toEqual({ imageUrl: `${site.url}/receipt.png`, ...answer, meta: { engine: 'model', model: 'mini' } })
    const parts = fake.bodies()[0].messages[1].content
    expect(parts[1]).toEqual({ type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } })
  })

  it('refuses images that are not images, too large or of another type, uncharged', async () => {
    const { post, gate } = aiApp(fake)
    expect(await post('ocr', { imageUrl: `${site.url}/fake.png` })).toMatchObject({ status: 400, body: { field: 'imageUrl', reason: 'content_type' } })
    expect(await post('ocr', { imageUrl: `${site.url}/big.png` })).toMatchObject({ status: 400, body: { field: 'imageUrl', reason: 'too_large' } })
    expect(await post('ocr', { imageUrl: `${site.url}/data.zip` })).toMatchObject({ status: 400, body: { field: 'imageUrl', reason: 'content_type' } })
    expect(await post('summarize', { url: `${site.url}/data.zip` })).toMatchObject({ status: 400, body: { field: 'url', reason: 'content_type' } })
    expect(gate.settled).toEqual([])
    expect(fake.bodies()).toEqual([])
  })

  it('never fetches loopback, private or metadata addresses, nor follows a redirect to one (the real guard)', async () => {
    guard.allowLoopback = false
    const { post, gate } = aiApp(fake)
    for (const [operation, body, field] of [
      ['summarize', { url: `${site.url}/article` }, 'url'],
      ['extract', { url: 'http://10.0.0.7/admin', schema: { type: 'object' } }, 'url'],
      ['ocr', { imageUrl: 'http://169.254.169.254/latest/meta-data/' }, 'imageUrl'],
      ['describe-image', { imageUrl: 'https://[::1]/x.png' }, 'imageUrl'],
      ['summarize', { url: 'http://localhost:9/' }, 'url'],
    ] as const) {
      expect(await post(operation, body), `${operation} ${JSON.stringify(body)}`).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', field, reason: 'forbidden_address' } })
    }
    guard.allowLoopback = true
    expect(await post('summarize', { url: `${site.url}/moved` })).toMatchObject({ status: 400, body: { reason: 'forbidden_address', error: expect.stringContaining('169.254.169.254') } })
    expect(gate.settled).toEqual([])
    expect(fake.bodies()).toEqual([])
  })

  it('rejects bad URLs and bounds with a 400 naming the field', async () => {
    const { post } = aiApp(fake)
    for (const [operation, body, field] of [
      ['summarize', { url: 'not a url' }, 'url'],
      ['summarize', { url: `https://example.com/${'a'.repeat(2048)}` }, 'url'],
      ['summarize', { url: 'ftp://example.com/file' }, 'url'],
      ['summarize', { url: 'https://example.com/', instruction: 'i'.repeat(1001) }, 'instruction'],
      ['extract', { url: 'https://example.com/' }, 'schema'],
      ['extract', { url: 'https://example.com/', schema: { type: 'object' }, instruction: 'i'.repeat(2001) }, 'instruction'],
      ['describe-image', { imageUrl: 'http://example.com/a.png' }, 'imageUrl'],
      ['describe-image', { imageUrl: 'https://example.com/a.png', instruction: 'i'.repeat(1001) }, 'instruction'],
      ['ocr', { imageUrl: 'https://example.com/a.png', instruction: 'i'.repeat(501) }, 'instruction'],
    ] as const) {
      const answer = await post(operation, body)
      expect(answer.status, `${operation} ${field}`).toBe(400)
      expect(JSON.stringify(answer.body), `${operation} ${field}`).toContain(field)
    }
  })
})
