import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { limits } from '../src/compress.ts'
import { call, image, IMAGE, photo } from './_photo.ts'

const pixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
const cases: Array<[string, Record<string, unknown>, string]> = [
  ['neither image nor url', {}, 'image'],
  ['both image and url', { image: pixel, url: 'https://example.com/a.png' }, 'url'],
  ['image empty', { image: '' }, 'image'],
  ['url not http(s)', { url: 'ftp://example.com/a.png' }, 'url'],
  ['url over 2048', { url: `https://example.com/${'a'.repeat(2040)}` }, 'url'],
  ['format gif', { image: pixel, format: 'gif' }, 'format'],
  ['quality 0', { image: pixel, quality: 0 }, 'quality'],
  ['quality 101', { image: pixel, quality: 101 }, 'quality'],
  ['quality not an integer', { image: pixel, quality: 50.5 }, 'quality'],
  ['width 0', { image: pixel, width: 0 }, 'width'],
  ['width 8193', { image: pixel, width: 8193 }, 'width'],
  ['height 8193', { image: pixel, height: 8193 }, 'height'],
  ['fit unknown', { image: pixel, fit: 'stretch' }, 'fit'],
  ['background not a hex color', { image: pixel, background: 'white' }, 'background'],
  ['output unknown', { image: pixel, output: 'xml' }, 'output'],
  ['withoutEnlargement not a boolean', { image: pixel, withoutEnlargement: 'yes' }, 'withoutEnlargement'],
  ['an unknown member', { image: pixel, lossless: true }, 'lossless'],
]

describe('image.compress: bounds', () => {
  it.each(cases)('400 for %s', async (_name, body, field) => {
    await image.rejects(IMAGE, field, body)
  })

  it('400 for text that is not base64, bytes that are not an image, and SVG', async () => {
    await image.rejects(IMAGE, 'image', { image: 'not base64 at all!' }, 'format')
    await image.rejects(IMAGE, 'image', { image: Buffer.from('just some text, not an image').toString('base64') }, 'unreadable')
    await image.rejects(IMAGE, 'image', { image: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64') }, 'format')
  })

  it('400 for more than 10 MiB of image', async () => {
    await image.rejects(IMAGE, 'image', { image: Buffer.alloc(10 * 1024 * 1024 + 3).toString('base64') }, 'too_large')
  })

  it('400 for more than 50 million pixels, before decoding them', async () => {
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#808080' } }).png({ compressionLevel: 9 }).toBuffer()
    expect(huge.length).toBeLessThan(1024 * 1024)
    await image.rejects(IMAGE, 'image', { image: huge.toString('base64') }, 'too_many_pixels')
  })

  it('400 when the resized image would pass 50 million pixels', async () => {
    await image.rejects(IMAGE, 'width', { image: pixel, width: 8000, height: 8000, fit: 'fill' }, 'too_many_pixels')
    await image.rejects(IMAGE, 'height', { image: pixel, height: 7100, withoutEnlargement: false }, 'too_many_pixels') // 1x1 scaled: 7100x7100
    expect((await call({ image: pixel, format: 'jpeg', height: 5000, withoutEnlargement: false })).status).toBe(200) // 25,000,000: JPEG's cap
  })

  it('400 past each format\'s output size (AVIF 4, palette PNG 4, PNG 16, JPEG and WebP 25 megapixels)', async () => {
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#336699' } }).jpeg().toBuffer()
    const error = await image.rejects(IMAGE, 'width', { image: big.toString('base64'), format: 'avif' }, 'too_many_pixels')
    expect(error.error).toMatch(/AVIF output is limited to 4000000 pixels and this would have 6000000/)
    expect((await call({ image: big.toString('base64'), format: 'avif', width: 2000 })).status).toBe(200)
    await image.rejects(IMAGE, 'width', { image: big.toString('base64'), format: 'png', width: 4000, withoutEnlargement: false }, 'too_many_pixels')
    await image.rejects(IMAGE, 'width', { image: big.toString('base64'), format: 'webp', width: 7000, withoutEnlargement: false }, 'too_many_pixels')
  })

  it('400 too_slow when libvips passes the time limit', async () => {
    const big = await photo(3000, 2000).jpeg({ quality: 90 }).toBuffer()
    const before = limits.timeoutSeconds
    limits.timeoutSeconds = 1
    try {
      // WebP of 25 megapixels (the cap) at quality 100 takes about 7 s here, alone (lossless PNG of 16, about 1 s,
      // was too close to the limit to be sure); libvips stops it at 1 s.
      await image.rejects(IMAGE, 'image', { image: big.toString('base64'), format: 'webp', quality: 100, width: 6120, withoutEnlargement: false }, 'too_slow')
    } finally {
      limits.timeoutSeconds = before
    }
    expect((await call({ image: pixel })).status).toBe(200)
  })
})
