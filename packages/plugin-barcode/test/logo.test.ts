import { type FixtureServer, serveFixtures } from '@svc/core/testing'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { barcode, BARCODE, call, pngOf, svgOf } from './_render.ts'
import { decode, pixelAt } from './_decode.ts'

// Logos come from HTTPS URLs; the fixture server is plain HTTP on loopback. Only the host
// logo.test is sent there (with loopback allowed); every other URL meets the real guard.
const fixture = vi.hoisted(() => ({ url: '' }))
vi.mock('@svc/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@svc/core')>()
  return {
    ...core,
    fetchPublicUrl: (url: string, options: Parameters<typeof core.fetchPublicUrl>[1]) => url.startsWith('https://logo.test/')
      ? core.fetchPublicUrl(url.replace('https://logo.test', fixture.url), { ...options, policy: (address) => address === '127.0.0.1' })
      : core.fetchPublicUrl(url, options),
  }
})

const RED = [225, 29, 72, 255]
let logoPng: Buffer
let server: FixtureServer
beforeAll(async () => {
  logoPng = await sharp({ create: { width: 80, height: 80, channels: 4, background: '#e11d48' } }).png().toBuffer()
  server = await serveFixtures({
    'GET /logo.png': { body: new Uint8Array(logoPng), headers: { 'content-type': 'image/png' } },
    'GET /page.html': { body: '<html></html>', headers: { 'content-type': 'text/html' } },
    'GET /huge.png': { body: new Uint8Array(600 * 1024), headers: { 'content-type': 'image/png' } },
  })
  fixture.url = server.url
})
afterAll(() => server.close())

const url = 'https://example.com/a-longer-link-for-a-bigger-code/with/some/path'
const dataUri = () => `data:image/png;base64,${logoPng.toString('base64')}`

describe('barcode.generate: logo', () => {
  it('places a data-URI logo in the middle of a QR code that still decodes (error correction H by default)', async () => {
    const svg = await svgOf({ data: { type: 'url', url }, style: { logo: { source: dataUri(), sizePct: 0.2 } } })
    expect(svg).toMatch(/<image x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" preserveAspectRatio="xMidYMid meet" xlink:href="data:image\/png;base64,/)
    expect(await decode(svg)).toEqual([{ format: 'QRCode', text: url }])
    const png = await pngOf({ data: { type: 'url', url }, size: 400, style: { logo: { source: dataUri(), sizePct: 0.2 } } })
    expect(await pixelAt(png, 200, 200)).toEqual(RED)
    expect(await decode(png)).toEqual([{ format: 'QRCode', text: url }])
    const modules = (await (await call({ data: { type: 'url', url }, output: 'dataurl', style: { logo: { source: dataUri() } } })).json()).data.modules.columns
    expect(modules).toBe(49) // 66 bytes at H need version 8 (version 7 holds 64)
  })

  it('draws the logo box in its background color with rounded corners', async () => {
    const svg = await svgOf({ data: { type: 'url', url }, style: { logo: { source: dataUri(), sizePct: 0.15, padding: 12, background: '#00ff00', cornerRadius: 8 } } })
    expect(svg).toMatch(/<rect x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" rx="[\d.]+" fill="#00ff00"\/><image/)
    const png = await pngOf({ data: { type: 'url', url }, size: 512, style: { logo: { source: dataUri(), sizePct: 0.15, padding: 12, background: '#00ff00', cornerRadius: 8 } } })
    // Between the image and the box edge lies the green padding.
    const inner = Math.round((512 * 0.15 * 49) / 57) // the logo's side in pixels: 15% of 49 modules, 57 with the quiet zone
    expect(await pixelAt(png, 256 - Math.round(inner / 2) - 6, 256)).toEqual([0, 255, 0, 255])
    expect(await decode(png)).toEqual([{ format: 'QRCode', text: url }])
  })

  it('fetches an HTTPS logo through the URL guard', async () => {
    const png = await pngOf({ data: { type: 'url', url }, size: 400, style: { logo: { source: 'https://logo.test/logo.png', sizePct: 0.2 } } })
    expect(await pixelAt(png, 200, 200)).toEqual(RED)
    expect(await decode(png)).toEqual([{ format: 'QRCode', text: url }])
    expect(server.last()).toMatchObject({ path: '/logo.png' })
    expect(server.last().headers.accept).toBe('image/png,image/jpeg,image/webp,image/gif')
  })

  it('refuses logos that are not HTTPS, private, not images, too large or unreadable', async () => {
    const logo = (source: string) => ({ data: { type: 'url', url }, style: { logo: { source } } })
    await barcode.rejects(BARCODE, 'style.logo.source', logo('http://example.com/logo.png'), 'format')
    await barcode.rejects(BARCODE, 'style.logo.source', logo('https://127.0.0.1/logo.png'), 'forbidden_address')
    await barcode.rejects(BARCODE, 'style.logo.source', logo('https://logo.test/page.html'), 'content_type')
    await barcode.rejects(BARCODE, 'style.logo.source', logo('https://logo.test/huge.png'), 'too_large')
    await barcode.rejects(BARCODE, 'style.logo.source', logo(`data:image/png;base64,${Buffer.alloc(524_500).toString('base64')}`), 'too_large')
    await barcode.rejects(BARCODE, 'style.logo.source', logo('data:image/svg+xml;base64,PHN2Zy8+'), 'format')
    await barcode.rejects(BARCODE, 'style.logo.source', logo(`data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`), 'unreadable')
  })

  it('refuses a logo that would cover the finders or more than error correction restores', async () => {
    await barcode.rejects(BARCODE, 'style.logo.sizePct', { data: { type: 'text', text: 'hi' }, style: { logo: { source: dataUri(), sizePct: 0.4 } } }, 'logo_too_large')
    const error = await barcode.rejects(BARCODE, 'style.logo.sizePct', { data: { type: 'url', url }, errorCorrection: 'L', style: { logo: { source: dataUri(), sizePct: 0.25 } } }, 'logo_too_large')
    expect(error.error).toMatch(/errorCorrection L leaves room for 3\.5%/)
  })

  it('places logos on QR codes only', async () => {
    await barcode.rejects(BARCODE, 'style.logo', { format: 'aztec', data: { type: 'text', text: 'hi' }, style: { logo: { source: dataUri() } } })
  })
})
