import { type FixtureServer, serveFixtures } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { call, compressed, image, IMAGE, photo } from './_photo.ts'

// The fixture server listens on loopback, which core's URL guard refuses: URLs on the host
// images.test are sent there with 127.0.0.1 allowed; every other URL meets the real guard.
const fixture = vi.hoisted(() => ({ url: '' }))
vi.mock('@svc/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@svc/core')>()
  return {
    ...core,
    fetchPublicUrl: (url: string, options: Parameters<typeof core.fetchPublicUrl>[1]) => url.startsWith('http://images.test/')
      ? core.fetchPublicUrl(url.replace('http://images.test', fixture.url), { ...options, policy: (address) => address === '127.0.0.1' })
      : core.fetchPublicUrl(url, options),
  }
})

let server: FixtureServer
let jpeg: Buffer
beforeAll(async () => {
  jpeg = await photo(640, 480).jpeg({ quality: 95 }).toBuffer()
  server = await serveFixtures({
    'GET /photo.jpg': { body: new Uint8Array(jpeg), headers: { 'content-type': 'image/jpeg' } },
    'GET /moved': { status: 302, headers: { location: '/photo.jpg' } },
    'GET /page.html': { body: '<html></html>', headers: { 'content-type': 'text/html' } },
    'GET /huge.jpg': { body: new Uint8Array(10 * 1024 * 1024 + 1), headers: { 'content-type': 'image/jpeg' } },
    'GET /broken.jpg': { status: 500, body: 'oops', headers: { 'content-type': 'text/plain' } },
  })
  fixture.url = server.url
})
afterAll(() => server.close())

describe('image.compress: by URL through the URL guard', () => {
  it('fetches the image (following redirects) and compresses it', async () => {
    const { meta, bytes, headers } = await compressed({ url: 'http://images.test/moved', format: 'webp', width: 320 })
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 })
    expect(headers.get('x-original-bytes')).toBe(String(jpeg.length))
    expect(bytes.length).toBeLessThan(jpeg.length)
    expect(server.requests.map((request) => request.path)).toEqual(['/moved', '/photo.jpg'])
    expect(server.requests[1]!.headers.accept).toBe('image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8')
  })

  it('refuses private addresses, other content types and files over 10 MiB; upstream errors are 502', async () => {
    await image.rejects(IMAGE, 'url', { url: 'http://127.0.0.1:9/photo.jpg' }, 'forbidden_address')
    await image.rejects(IMAGE, 'url', { url: 'http://169.254.169.254/latest/meta-data' }, 'forbidden_address')
    await image.rejects(IMAGE, 'url', { url: 'http://images.test/page.html' }, 'content_type')
    await image.rejects(IMAGE, 'url', { url: 'http://images.test/huge.jpg' }, 'too_large')
    const response = await call({ url: 'http://images.test/broken.jpg' })
    expect(response.status).toBe(502)
    expect((await response.json()).code).toBe('UPSTREAM_FAILED')
  })
})
