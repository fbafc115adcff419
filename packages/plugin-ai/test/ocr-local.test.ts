import { type FixtureServer, serveFixtures } from '@svc/core/testing'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ocrPool, OCR_TIME_LIMIT_MS } from '../src/local/ocr/engine.ts'
import recognize, { OFFLINE_REFUSAL } from '../src/ocr-worker.ts'
import { aiApp } from './_ai.ts'
import { type FakeOpenAi, startFakeOpenAi } from '../../providers/test/_openai.ts'

// The image server listens on loopback, which the URL guard refuses: these tests allow exactly 127.0.0.1.
vi.mock('../../providers/src/web-page/policy.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../providers/src/web-page/policy.ts')>()
  return { addressPolicy: (address: string, family: 4 | 6) => address === '127.0.0.1' || real.addressPolicy(address, family) }
})
// Counts the images decoded, to show a burst is refused before decoding.
const decoded = vi.hoisted(() => ({ count: 0 }))
vi.mock('../src/local/ocr/prepare.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/local/ocr/prepare.ts')>()
  return { ...real, prepareForOcr: (...args: Parameters<typeof real.prepareForOcr>) => (decoded.count++, real.prepareForOcr(...args)) }
})

/** Black lines of text on white, rendered by sharp (librsvg) in a system font. */
function page(width: number, lines: string[], size = 28): Buffer {
  const height = Math.round(lines.length * size * 1.6 + size)
  const text = lines.map((line, i) => `<text x="${size}" y="${Math.round((i + 1) * size * 1.6)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" fill="#111">${line}</text>`).join('')
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`)
}

const NO_MODEL = { settings: {} }
let fake: FakeOpenAi
let site: FixtureServer
beforeAll(async () => {
  fake = await startFakeOpenAi()
  const invoice = await sharp(page(520, ['Invoice 4821', 'Total due: 73.50 EUR'])).png().toBuffer()
  site = await serveFixtures({
    'GET /invoice.png': { body: invoice, headers: { 'content-type': 'image/png' } },
    'GET /invoice.gif': { body: await sharp(invoice).gif().toBuffer(), headers: { 'content-type': 'image/gif' } },
    'GET /french.jpg': { body: await sharp(page(900, ['Le chat dort sur la table de la cuisine', 'depuis ce matin, et personne ne le réveille.'])).jpeg({ quality: 90 }).toBuffer(), headers: { 'content-type': 'image/jpeg' } },
    'GET /blank.png': { body: await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ffffff' } }).png().toBuffer(), headers: { 'content-type': 'image/png' } },
    'GET /broken.png': { body: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not a PNG after its signature')]), headers: { 'content-type': 'image/png' } },
    'GET /huge.png': { body: await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#ffffff' } }).greyscale().png().toBuffer(), headers: { 'content-type': 'image/png' } },
  })
})
afterAll(async () => {
  await fake.close()
  await site?.close()
})
beforeEach(() => fake.reset())

describe('ai.ocr on a host with no vision model (tesseract.js, labelled local)', () => {
  it('reads the printed words of an image in the spec\'s shape, charged its listed price, with no model asked', async () => {
    const { post, gate } = aiApp(fake, NO_MODEL)
    const { status, body } = await post('ocr', { imageUrl: `${site.url}/invoice.png` })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ imageUrl: `${site.url}/invoice.png`, tables: [], handwriting: false })
    expect(body.data.text.split('\n')).toEqual(['Invoice 4821', 'Total due: 73.50 EUR'])
    expect(body.data.meta).toMatchObject({
      engine: 'local',
      method: 'tesseract',
      note: expect.stringContaining('not a vision model'),
      notAssessed: ['tables', 'handwriting'],
      pixels: { width: 520, height: 118 },
      library: 'tesseract.js',
    })
    expect(body.data.meta.confidence).toBeGreaterThan(0.8)
    expect(body.data.meta.readMs).toBeGreaterThan(0)
    expect(gate.settled[0]!.amountMicros).toBe(90_000)
    expect(fake.bodies()).toEqual([])
  }, 120_000)

  it('reads GIF and JPEG too, gives the language detected in the text, says an instruction is ignored, and answers und for an image without text', async () => {
    const { post } = aiApp(fake, NO_MODEL)
    const gif = (await post('ocr', { imageUrl: `${site.url}/invoice.gif`, instruction: 'Only the total' })).body.data
    expect(gif.text).toContain('Total due: 73.50 EUR')
    expect(gif.meta.instructionIgnored).toBe(true)
    const french = (await post('ocr', { imageUrl: `${site.url}/french.jpg` })).body.data
    expect(french.text).toMatch(/Le chat dort sur la table de la cuisine\s+depuis ce matin, et personne ne le réveille\./)
    expect(french.language).toBe('fr')
    const blank = (await post('ocr', { imageUrl: `${site.url}/blank.png` })).body.data
    expect(blank).toMatchObject({ text: '', language: 'und', tables: [], handwriting: false, meta: { confidence: 0 } })
  }, 120_000)

  it('refuses an image of more pixels than it reads, or one that does not decode (400 naming imageUrl), uncharged', async () => {
    const { post, gate } = aiApp(fake, NO_MODEL)
    expect(await post('ocr', { imageUrl: `${site.url}/huge.png` })).toMatchObject({ status: 400, body: { field: 'imageUrl', reason: 'too_large', error: expect.stringContaining('5000 x 4000') } })
    expect(await post('ocr', { imageUrl: `${site.url}/broken.png` })).toMatchObject({ status: 400, body: { field: 'imageUrl', reason: 'undecodable' } })
    expect(gate.settled).toEqual([])
  })

  it('stops a read over the time limit (400 too_slow, uncharged), and answers 503 with Retry-After beyond its queue', async () => {
    const pool = ocrPool({ languages: ['eng'], concurrency: 1, queue: 8 })
    pool.limits.timeLimitMs = 5
    try {
      const { post, gate } = aiApp(fake, NO_MODEL)
      expect(await post('ocr', { imageUrl: `${site.url}/invoice.png` })).toMatchObject({ status: 400, body: { field: 'imageUrl', reason: 'too_slow' } })
      expect(gate.settled).toEqual([])
    } finally {
      pool.limits.timeLimitMs = OCR_TIME_LIMIT_MS
    }
    const { post, gate } = aiApp(fake, { settings: { localOcr: { queue: 0 } } })
    const before = decoded.count
    const answers = await Promise.all([1, 2, 3].map(() => post('ocr', { imageUrl: `${site.url}/invoice.png` })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 503, 503])
    const refused = answers.find((answer) => answer.status === 503)!
    expect(refused.headers.get('retry-after')).toBe('2')
    expect(gate.settled).toHaveLength(1)
    expect(decoded.count - before).toBe(1)
  }, 120_000)

  it('answers 503 naming the setting when a configured language has no traineddata, before fetching', async () => {
    const { post } = aiApp(fake, { settings: { localOcr: { languages: ['eng', 'deu'] } } })
    const fetched = site.requests.length
    expect(await post('ocr', { imageUrl: `${site.url}/invoice.png` })).toMatchObject({ status: 503, body: { error: expect.stringContaining('settings.ai.localOcr.langPath') } })
    expect(site.requests.length).toBe(fetched)
  })
})

describe('the local OCR engine never uses the network', () => {
  it('loads its language data from files: a URL langPath fails with the engine\'s refusal, not a download', async () => {
    const image = await sharp(page(520, ['Offline'])).png().toBuffer()
    await expect(recognize({ image, languages: ['eng'], langPath: 'https://cdn.jsdelivr.net/npm/@tesseract.js-data/eng/4.0.0_best_int' })).rejects.toThrow(OFFLINE_REFUSAL)
  }, 60_000)
})
