import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, compressed, photo } from './_photo.ts'

let jpeg: Buffer
let alphaPng: Buffer
beforeAll(async () => {
  jpeg = await photo(800, 600).jpeg({ quality: 95 }).toBuffer()
  // Left half opaque red, right half fully transparent.
  alphaPng = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 200, height: 300, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } }, left: 0, top: 0 }])
    .png().toBuffer()
})

const b64 = (bytes: Buffer) => bytes.toString('base64')

describe('image.compress', () => {
  it('re-encodes a JPEG smaller at the default quality, same size, with the numbers in headers', async () => {
    const { bytes, headers, meta } = await compressed({ image: b64(jpeg) })
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 })
    expect(bytes.length).toBeLessThan(jpeg.length * 0.7)
    expect(headers.get('content-type')).toBe('image/jpeg')
    expect(headers.get('x-original-bytes')).toBe(String(jpeg.length))
    expect(headers.get('x-compressed-bytes')).toBe(String(bytes.length))
    expect([headers.get('x-image-width'), headers.get('x-image-height')]).toEqual(['800', '600'])
  })

  it('gets smaller as quality drops', async () => {
    const sizes = []
    for (const quality of [90, 60, 30]) sizes.push((await compressed({ image: b64(jpeg), quality })).bytes.length)
    expect(sizes[0]).toBeGreaterThan(sizes[1]!)
    expect(sizes[1]).toBeGreaterThan(sizes[2]!)
  })

  it.each([
    ['webp', 'webp', 'image/webp'],
    ['avif', 'heif', 'image/avif'],
    ['png', 'png', 'image/png'],
  ])('converts to %s', async (format, sharpFormat, type) => {
    const { meta, headers } = await compressed({ image: b64(jpeg), format, width: 200 })
    expect(meta).toMatchObject({ format: sharpFormat, width: 200, height: 150 })
    if (format === 'avif') expect(meta.compression).toBe('av1')
    expect(headers.get('content-type')).toBe(type)
  })

  it('resizes inside the box by default, never enlarging unless asked, and covers or fills on request', async () => {
    expect((await compressed({ image: b64(jpeg), width: 200, height: 200 })).meta).toMatchObject({ width: 200, height: 150 })
    expect((await compressed({ image: b64(jpeg), width: 2000 })).meta).toMatchObject({ width: 800, height: 600 })
    expect((await compressed({ image: b64(jpeg), width: 1000, withoutEnlargement: false })).meta).toMatchObject({ width: 1000, height: 750 })
    expect((await compressed({ image: b64(jpeg), width: 200, height: 200, fit: 'cover' })).meta).toMatchObject({ width: 200, height: 200 })
    expect((await compressed({ image: b64(jpeg), width: 300, height: 100, fit: 'fill' })).meta).toMatchObject({ width: 300, height: 100 })
    const contained = await compressed({ image: b64(jpeg), width: 200, height: 200, fit: 'contain', format: 'png', quality: 100, background: '#00ff00' })
    expect(contained.meta).toMatchObject({ width: 200, height: 200 })
    const { data } = await sharp(contained.bytes).raw().toBuffer({ resolveWithObject: true })
    expect(Array.from(data.subarray(0, 3))).toEqual([0, 255, 0]) // the letterbox above the picture
  })

  it('keeps PNG for PNG input: a palette under quality 100, lossless at 100', async () => {
    const lossless = await compressed({ image: b64(alphaPng), quality: 100 })
    expect(lossless.meta).toMatchObject({ format: 'png', hasAlpha: true })
    const [before, after] = [await sharp(alphaPng).raw().toBuffer(), await sharp(lossless.bytes).raw().toBuffer()]
    expect(after.equals(before)).toBe(true)
    const palette = await compressed({ image: b64(alphaPng), quality: 60 })
    expect(palette.meta).toMatchObject({ format: 'png', isPalette: true })
  })

  it('flattens transparency onto the background for JPEG', async () => {
    const { bytes, meta } = await compressed({ image: b64(alphaPng), format: 'jpeg', quality: 100, background: '#0000ff' })
    expect(meta).toMatchObject({ format: 'jpeg', channels: 3 })
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    const right = (150 * info.width + 350) * 3
    expect(Array.from(data.subarray(right, right + 3)).map((v) => Math.round(v / 8))).toEqual([0, 0, 32])
  })

  it('turns a picture upright by its EXIF orientation and drops metadata unless asked to keep it', async () => {
    const rotated = await photo(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const upright = await compressed({ image: b64(rotated) })
    expect(upright.meta).toMatchObject({ width: 200, height: 300 })
    expect(upright.meta.exif).toBeUndefined()
    expect(upright.meta.orientation).toBeUndefined()
    const kept = await compressed({ image: b64(rotated), keepMetadata: true })
    expect(kept.meta.exif).toBeDefined()
  })

  it('takes a data URI, and answers JSON with the sizes and the bytes as base64 when asked', async () => {
    const response = await call({ image: `data:image/jpeg;base64,${b64(jpeg)}`, format: 'webp', quality: 50, output: 'json' })
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data).toMatchObject({ format: 'webp', width: 800, height: 600, originalBytes: jpeg.length, contentType: 'image/webp', input: { format: 'jpeg', width: 800, height: 600 } })
    const bytes = Buffer.from(data.data, 'base64')
    expect(data.bytes).toBe(bytes.length)
    expect(data.savedBytes).toBe(jpeg.length - bytes.length)
    expect(data.ratio).toBeCloseTo(bytes.length / jpeg.length, 3)
    expect((await sharp(bytes).metadata()).format).toBe('webp')
  })
})
