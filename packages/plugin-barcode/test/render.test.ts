import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { call, pngOf, svgOf } from './_render.ts'
import { decode, pixelAt, pixels } from './_decode.ts'

const text = 'Ünïcode and ASCII: 0123456789 ✓'
const formatNames = { qr: 'QRCode', aztec: 'Aztec', datamatrix: 'DataMatrix', pdf417: 'PDF417' } as const

describe('barcode.generate: formats and outputs', () => {
  it.each(Object.entries(formatNames))('%s as SVG and PNG decodes to the same text', async (format, zxingName) => {
    const svg = await svgOf({ format, data: { type: 'text', text } })
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* width="512" /)
    expect(await decode(svg)).toEqual([{ format: zxingName, text }])
    const png = await pngOf({ format, data: { type: 'text', text } })
    expect(Buffer.from(png.subarray(0, 8)).toString('hex')).toBe('89504e470d0a1a0a')
    expect(await decode(png)).toEqual([{ format: zxingName, text }])
  })

  it('draws PNGs `size` pixels wide; a PDF417 keeps its aspect', async () => {
    expect(await sharp(await pngOf({ data: { type: 'text', text: 'hi' }, size: 300 })).metadata()).toMatchObject({ width: 300, height: 300 })
    const meta = await sharp(await pngOf({ format: 'pdf417', data: { type: 'text', text: 'hi' }, size: 600 })).metadata()
    expect(meta.width).toBe(600)
    expect(meta.height).toBeLessThan(300)
  })

  it('answers a PNG data URL as JSON with the sizes and module grid', async () => {
    const response = await call({ data: { type: 'url', url: 'https://example.com/' }, output: 'dataurl', size: 256, margin: 2 })
    expect(response.status).toBe(200)
    const { data } = await response.json()
    // 20 bytes need version 2 at M (version 1 holds 14 bytes at M): 25x25 modules.
    expect(data).toMatchObject({ format: 'qr', output: 'dataurl', contentType: 'image/png', width: 256, height: 256, modules: { columns: 25, rows: 25 } })
    expect(data.dataUrl).toMatch(/^data:image\/png;base64,/)
    const png = Buffer.from(data.dataUrl.split(',')[1], 'base64')
    expect(await decode(png)).toEqual([{ format: 'QRCode', text: 'https://example.com/' }])
  })

  it('leaves `margin` modules of quiet zone (0 draws the symbol to the edge)', async () => {
    const framed = await pngOf({ data: { type: 'text', text: 'x' }, size: 290, margin: 4 }) // 21 + 8 modules, 10 px each
    expect(await pixelAt(framed, 35, 35)).toEqual([255, 255, 255, 255])
    expect(await pixelAt(framed, 45, 45)).toEqual([0, 0, 0, 255]) // the finder's dark ring
    const bare = await pngOf({ data: { type: 'text', text: 'x' }, size: 210, margin: 0 })
    expect(await pixelAt(bare, 2, 2)).toEqual([0, 0, 0, 255])
  })

  it('follows errorCorrection: the QR version the capacity table (ISO/IEC 18004) gives for 60 bytes', async () => {
    // Byte-mode capacity: v4 holds 78/62/46/34 bytes at L/M/Q/H, v5 60 at Q, v7 64 at H.
    const modules = async (errorCorrection: string) => (await (await call({ data: { type: 'text', text: 'x'.repeat(60) }, output: 'dataurl', errorCorrection })).json()).data.modules.columns
    expect([await modules('L'), await modules('M'), await modules('Q'), await modules('H')]).toEqual([33, 33, 37, 45])
  })
})

describe('barcode.generate: styles', () => {
  it.each(['qr', 'aztec', 'datamatrix'])('%s decodes drawn rounded and as dots', async (format) => {
    for (const modules of ['rounded', 'dots']) {
      const svg = await svgOf({ format, data: { type: 'text', text }, style: { modules } })
      expect(svg).toContain('a.5 .5 0 0 1') // rounded corners (dots keep finder patterns rounded)
      expect(await decode(svg), `${format} ${modules}`).toEqual([{ format: formatNames[format as 'qr'], text }])
    }
  })

  it('draws a PDF417 with rounded bar ends that still decodes', async () => {
    expect(await decode(await pngOf({ format: 'pdf417', data: { type: 'text', text }, size: 1024, style: { modules: 'rounded' } }))).toEqual([{ format: 'PDF417', text }])
  })

  it('paints the foreground and background colors given', async () => {
    const png = await pngOf({ data: { type: 'text', text: 'x' }, size: 290, style: { foreground: 'rgb(10, 80, 200)', background: 'lightyellow' } })
    expect(await pixelAt(png, 45, 45)).toEqual([10, 80, 200, 255])
    expect(await pixelAt(png, 5, 5)).toEqual([255, 255, 224, 255])
    expect(await decode(png)).toEqual([{ format: 'QRCode', text: 'x' }])
  })

  it('leaves the background transparent when asked', async () => {
    const png = await pngOf({ data: { type: 'text', text: 'x' }, size: 290, style: { background: 'transparent' } })
    expect((await pixelAt(png, 5, 5, false))[3]).toBe(0)
    expect(await pixelAt(png, 45, 45, false)).toEqual([0, 0, 0, 255])
  })

  it('fills modules with a linear gradient (rotated) or a radial one', async () => {
    const stops = [{ offset: 0, color: '#ff0000' }, { offset: 1, color: '#0000ff' }]
    const linear = await svgOf({ data: { type: 'text', text: 'x' }, style: { foreground: { type: 'linear', stops, rotation: 90 } } })
    expect(linear).toContain('<linearGradient id="fg" gradientUnits="userSpaceOnUse" x1="4" y1="14.5" x2="25" y2="14.5" gradientTransform="rotate(90 14.5 14.5)"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient>')
    const png = await pngOf({ data: { type: 'text', text: 'x' }, size: 290, style: { foreground: { type: 'linear', stops } } })
    const [left, right] = [await pixelAt(png, 45, 45), await pixelAt(png, 245, 45)]
    expect(left[0]).toBeGreaterThan(200)
    expect(right[2]).toBeGreaterThan(200)
    expect(await decode(png)).toEqual([{ format: 'QRCode', text: 'x' }])
    const radial = await svgOf({ data: { type: 'text', text: 'x' }, style: { foreground: { type: 'radial', stops: [{ offset: 0, color: 'black' }, { offset: 0.5, color: 'hsl(120, 100%, 20%)' }, { offset: 1, color: '#333' }] } } })
    expect(radial).toContain('<radialGradient id="fg"')
    expect(await decode(radial)).toEqual([{ format: 'QRCode', text: 'x' }])
  })
})

describe('barcode.generate: the PNG is the SVG drawn', () => {
  /** Share of pixels whose colour differs by more than a quarter of the range in some channel. */
  async function difference(body: Record<string, unknown>): Promise<number> {
    const svg = await svgOf(body)
    const png = await pngOf(body)
    const [a, b] = [await pixels(svg), await pixels(png)]
    expect([b.width, b.height]).toEqual([a.width, a.height])
    let differing = 0
    for (let i = 0; i < a.data.length; i += 4) {
      if (Math.max(Math.abs(a.data[i]! - b.data[i]!), Math.abs(a.data[i + 1]! - b.data[i + 1]!), Math.abs(a.data[i + 2]! - b.data[i + 2]!)) > 64) differing++
    }
    return differing / (a.width * a.height)
  }

  it.each([
    ['square qr', { data: { type: 'text', text } }],
    ['rounded aztec', { format: 'aztec', data: { type: 'text', text }, size: 400, style: { modules: 'rounded' } }],
    ['dots datamatrix', { format: 'datamatrix', data: { type: 'text', text }, size: 400, style: { modules: 'dots' } }],
    ['rounded pdf417', { format: 'pdf417', data: { type: 'text', text }, size: 700, style: { modules: 'rounded' } }],
    ['linear gradient at 30 degrees', { data: { type: 'text', text }, size: 300, style: { foreground: { type: 'linear', rotation: 30, stops: [{ offset: 0, color: '#f00' }, { offset: 0.5, color: '#0a0' }, { offset: 1, color: '#00f' }] } } }],
    ['radial gradient on transparent', { data: { type: 'text', text }, size: 300, style: { background: 'transparent', foreground: { type: 'radial', stops: [{ offset: 0, color: '#f0f' }, { offset: 1, color: '#004' }] } } }],
  ])('%s: librsvg and the raster renderer agree', async (_name, body) => {
    expect(await difference(body)).toBeLessThanOrEqual(0.001)
  })
})
