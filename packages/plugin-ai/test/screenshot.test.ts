import type { SvcConfigInput } from '@svc/core'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromiumPath, describeWith, testHost } from '@svc/core/testing'
import jpeg from 'jpeg-js'
import { PNG } from 'pngjs'
import { generate } from 'selfsigned'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { aiPlugin } from '../src/index.ts'
import { PAYER, quotingGate } from './_gate.ts'

// Test-only allowances: the page is served on loopback with a self-signed certificate.
// Every other address still goes through the real public-only policy.
vi.mock('../../providers/src/web-page/policy.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../providers/src/web-page/policy.ts')>()
  return { addressPolicy: (address: string, family: 4 | 6) => address === '127.0.0.1' || real.addressPolicy(address, family), acceptInvalidCertificates: true }
})

const requested: string[] = []
/** Told when the slow page is asked for: from then on a render holds a page of the pool. */
let slowAsked: (() => void) | undefined
let server: Server
let base: string
// One host (one Chromium) for every test of the file; each host has its own gate (`h.gate`).
const h = testHost({
  plugins: aiPlugin,
  paid: true,
  start: true,
  hostPer: 'file',
  freshGate: quotingGate,
  fixtures: 'fixtures/screenshot',
  config: (): SvcConfigInput => ({ settings: { ai: { screenshot: { filterLists: [join(h.folder, 'filters.txt')], concurrency: 2, executablePath: chromiumPath() } } } }),
})

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], { keySize: 2048, algorithm: 'sha256' })
  server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    requested.push(request.url ?? '')
    if (request.url === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(readFileSync(join(h.folder, 'page.html')))
    if (request.url === '/slow') slowAsked?.()
    if (request.url === '/slow') return setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end('<p>late</p>'), 4000)
    response.writeHead(200, { 'content-type': request.url!.endsWith('.js') ? 'text/javascript' : 'image/gif' }).end('')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

async function shoot(body: Record<string, unknown>) {
  const response = await h.request('/api/ai/screenshot', { json: { url: `${base}/`, ...body }, headers: PAYER })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

const pixel = (png: PNG, x: number, y: number) => [...png.data.subarray((png.width * y + x) * 4, (png.width * y + x) * 4 + 3)]

const describeWithChromium = await describeWith('chromium')
describeWithChromium('ai.screenshot', () => {
  it('renders a page to a PNG of the viewport, with render time and size headers, ads blocked', async () => {
    requested.length = 0
    const { status, headers, bytes } = await shoot({ width: 400, height: 320 })
    expect(status, bytes.toString()).toBe(200)
    expect(headers.get('content-type')).toBe('image/png')
    expect(Number(headers.get('x-svc-render-ms'))).toBeGreaterThan(0)
    expect(headers.get('x-svc-image-bytes')).toBe(String(bytes.byteLength))
    const png = PNG.sync.read(bytes)
    expect([png.width, png.height]).toEqual([400, 320])
    expect(pixel(png, 10, 10)).toEqual([255, 0, 0])
    expect(pixel(png, 10, 250)).toEqual([0, 0, 255])
    expect(requested).toContain('/')
    expect(requested.some((path) => path.startsWith('/ads/') || path.startsWith('/pixel/'))).toBe(false)
    expect(headers.get('x-svc-ads-blocked')).toBe('2')
    expect(h.gate.settled.at(-1)).toMatchObject({ operation: 'ai.screenshot', amountMicros: 18_750 })
  })

  it('loads the ads when asked not to block them', async () => {
    requested.length = 0
    const { status, headers } = await shoot({ width: 320, height: 320, blockAds: false, waitUntil: 'load' })
    expect(status).toBe(200)
    expect(requested).toEqual(expect.arrayContaining(['/', '/ads/banner.js', '/pixel/track.gif']))
    expect(headers.get('x-svc-ads-blocked')).toBe('0')
  })

  it('captures the full page at a device scale factor, and JPEG and WebP at a quality', async () => {
    const full = PNG.sync.read((await shoot({ width: 320, height: 320, fullPage: true, deviceScaleFactor: 2, waitUntil: 'domcontentloaded' })).bytes)
    expect([full.width, full.height]).toEqual([640, 4000])
    expect(pixel(full, 5, 3990)).toEqual([0, 0, 255])
    const shot = await shoot({ width: 500, height: 400, format: 'jpeg', quality: 80, waitUntil: 'networkidle0' })
    expect(shot.headers.get('content-type')).toBe('image/jpeg')
    const decoded = jpeg.decode(shot.bytes)
    expect([decoded.width, decoded.height]).toEqual([500, 400])
    const [r, g, b] = decoded.data.subarray(0, 3)
    expect(r).toBeGreaterThan(240)
    expect(g! + b!).toBeLessThan(20)
    const webp = await shoot({ width: 640, height: 480, format: 'webp', quality: 50 })
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(webp.bytes.subarray(0, 4).toString()).toBe('RIFF')
    expect(webp.bytes.subarray(8, 12).toString()).toBe('WEBP')
  })

  it('answers 502 uncharged when the page does not load within timeoutMs', async () => {
    const before = h.gate.settled.length
    const response = await h.request('/api/ai/screenshot', { json: { url: `${base}/slow`, timeoutMs: 1000, waitUntil: 'load' }, headers: PAYER })
    expect(response.status).toBe(502)
    expect((await response.json()).code).toBe('UPSTREAM_TIMEOUT')
    expect(h.gate.settled.length).toBe(before)
  })

  it('bounds the pool: beyond its pages and queue a render is refused with 503 and Retry-After, uncharged', async () => {
    // Another host of this test (closed after it), with its own gate.
    const busy = h.open({ config: { settings: { ai: { screenshot: { filterLists: [join(h.folder, 'filters.txt')], concurrency: 1, queue: 0, executablePath: chromiumPath() } } } } })
    const call = () => busy.request('/api/ai/screenshot', { json: { url: `${base}/slow`, waitUntil: 'load', timeoutMs: 15_000 }, headers: PAYER })
    const taken = new Promise<void>((resolve) => (slowAsked = resolve))
    const slow = call()
    // The second arrives while the only page is taken (the slow page answers 4 s after it is asked for).
    await taken
    const refused = await call()
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect((await refused.json()).error).toContain('busy')
    expect((await slow).status).toBe(200)
    expect(busy.gate.settled).toHaveLength(1)
  })

  it('refuses private and metadata addresses (the guard proxy itself is tested in @svc/providers)', async () => {
    for (const url of ['https://10.1.2.3/', 'https://169.254.169.254/latest/', 'https://[fd00::1]/']) {
      const response = await h.request('/api/ai/screenshot', { json: { url }, headers: PAYER })
      expect(response.status, url).toBe(400)
      expect(await response.json()).toMatchObject({ field: 'url', reason: 'forbidden_address' })
    }
  })

  it('rejects out-of-bounds options with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ url: 'http://example.com/' }, 'url'],
      [{ width: 319 }, 'width'],
      [{ width: 3841 }, 'width'],
      [{ height: 2161 }, 'height'],
      [{ format: 'gif' }, 'format'],
      [{ quality: 0, format: 'jpeg' }, 'quality'],
      [{ quality: 80 }, 'quality'],
      [{ waitUntil: 'idle' }, 'waitUntil'],
      [{ timeoutMs: 999 }, 'timeoutMs'],
      [{ timeoutMs: 15_001 }, 'timeoutMs'],
      [{ deviceScaleFactor: 4 }, 'deviceScaleFactor'],
      [{ blockAds: 'no' }, 'blockAds'],
    ] as const) {
      const response = await h.request('/api/ai/screenshot', { json: { url: `${base}/`, ...body }, headers: PAYER })
      expect(response.status, field).toBe(400)
      expect(JSON.stringify(await response.json()), field).toContain(field)
    }
  })
}, { timeout: 60_000 })
