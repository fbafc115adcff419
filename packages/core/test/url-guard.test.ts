import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiError, errorBody } from '../src/errors.ts'
import { checkPublicUrl, fetchPublicUrl, publicAddressesOnly } from '../src/url-guard/index.ts'

describe('publicAddressesOnly', () => {
  it.each([
    ['127.0.0.1', 4], ['127.9.9.9', 4], ['10.1.2.3', 4], ['172.16.0.1', 4], ['172.31.255.255', 4], ['192.168.1.1', 4], ['169.254.169.254', 4],
    ['100.64.0.1', 4], ['0.0.0.0', 4], ['224.0.0.1', 4], ['255.255.255.255', 4], ['::1', 6], ['::', 6], ['fd00::1', 6], ['fe80::1', 6],
    ['::ffff:127.0.0.1', 6], ['::ffff:10.0.0.1', 6], ['64:ff9b::a00:1', 6],
  ] as const)('refuses %s', (address, family) => {
    expect(publicAddressesOnly(address, family)).toBe(false)
  })
  // Every IPv6 form that carries a non-public IPv4 address: compatible, mapped, translated, NAT64, 6to4, Teredo, ISATAP.
  it.each([
    '::7f00:1', '::127.0.0.1', '::a00:1', '::ffff:0:7f00:1', '::ffff:0:127.0.0.1', '::ffff:7f00:1', '64:ff9b::7f00:1', '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::7f00:1', '2002:7f00:1::', '2002:a9fe:a9fe::1', '2002:c0a8:101:1::1', '2001:0:4136:e378:8000:63bf:80ff:fffe', '2001:0:a00:1::1',
    '2001:db9::5efe:10.0.0.1', '2606:4700::200:5efe:7f00:1', '[::7f00:1]', '::7f00:1%eth0', 'fec0::1', '3fff::1',
  ])('refuses %s (a non-public IPv4 or range inside IPv6)', (address) => {
    expect(publicAddressesOnly(address, 6)).toBe(false)
  })
  it.each(['::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '2001:0:808:808:8000:63bf:f7f7:f7f7', '2a00:1450::5efe:8.8.8.8'])('allows %s (a public IPv4 inside IPv6)', (address) => {
    expect(publicAddressesOnly(address, 6)).toBe(true)
  })
  it.each([['8.8.8.8', 4], ['1.1.1.1', 4], ['172.32.0.1', 4], ['2606:4700:4700::1111', 6]] as const)('allows %s', (address, family) => {
    expect(publicAddressesOnly(address, family)).toBe(true)
  })
})

describe('fetchPublicUrl', () => {
  let server: Server
  let port: number
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/redirect-private') return res.writeHead(302, { location: `http://127.0.0.2:${port}/secret` }).end()
      if (req.url === '/redirect-ok') return res.writeHead(301, { location: '/image' }).end()
      if (req.url === '/image') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(100, 1))
      if (req.url === '/big') return res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(5000))
      if (req.url === '/slow') return setTimeout(() => res.end('late'), 500)
      if (req.url === '/echo' || req.url === '/echo-307' || req.url === '/echo-303') {
        if (req.url === '/echo-307') return res.writeHead(307, { location: '/echo' }).end()
        if (req.url === '/echo-303') return res.writeHead(303, { location: '/echo' }).end()
        let body = ''
        req.on('data', (chunk) => (body += chunk))
        return req.on('end', () => res.writeHead(202, { 'content-type': 'application/json', 'x-seen': req.headers['x-sig'] ?? '' }).end(JSON.stringify({ method: req.method, body })))
      }
      if (req.url === '/gone') return res.writeHead(410, { 'retry-after': '30' }).end('gone')
      if (req.url === '/trickle') {
        res.writeHead(200, { 'content-type': 'text/plain' }).write('first part ')
        const timer = setTimeout(() => res.end('never sent in time'), 5000)
        return res.on('close', () => clearTimeout(timer))
      }
      res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  // The test server is on loopback, so tests allow exactly 127.0.0.1 and nothing else.
  const only127001 = (address: string) => address === '127.0.0.1' || address === '::ffff:127.0.0.1'
  const get = (path: string, extra: Record<string, unknown> = {}) => fetchPublicUrl(`http://127.0.0.1:${port}${path}`, { maxBytes: 1000, policy: only127001, ...extra })

  it('refuses loopback, private and metadata targets by default, in every spelling', async () => {
    for (const url of ['http://127.0.0.1/', 'http://localhost/', 'http://[::1]/', 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data', 'http://2130706433/', 'http://0x7f.1/', 'http://[::ffff:127.0.0.1]/', 'http://[::7f00:1]/', 'http://[2002:7f00:1::1]/']) {
      await expect(fetchPublicUrl(url, { maxBytes: 10 }), url).rejects.toMatchObject({ status: 400, code: 'INVALID_INPUT', details: { field: 'url', reason: 'forbidden_address' } })
    }
  })

  it('answers a name resolving to a private address exactly as an unknown name, naming no address', async () => {
    const refusal = async (host: string) => {
      const error = await fetchPublicUrl(`http://${host}:9/x`, { maxBytes: 10 }).catch((caught: unknown) => caught) as ApiError
      return JSON.stringify(errorBody(error)).replaceAll(host, '<host>')
    }
    const internal = await refusal('localhost')
    expect(internal).toBe(await refusal('no-such-host.invalid'))
    expect(internal).not.toMatch(/127\.0\.0\.1|::1/)
    expect(JSON.parse(internal)).toMatchObject({ status: 400, field: 'url', reason: 'forbidden_address' })
  })

  it('refuses other schemes and credentials, naming the field', async () => {
    await expect(fetchPublicUrl('file:///etc/passwd', { maxBytes: 10, field: 'logo.source' })).rejects.toMatchObject({ status: 400, details: { field: 'logo.source' } })
    await expect(fetchPublicUrl('http://user:pw@example.com/', { maxBytes: 10 })).rejects.toMatchObject({ status: 400 })
    await expect(fetchPublicUrl('not a url', { maxBytes: 10 })).rejects.toMatchObject({ status: 400 })
  })

  it('re-checks every redirect', async () => {
    await expect(get('/redirect-private')).rejects.toMatchObject({ details: { reason: 'forbidden_address' } })
    const followed = await get('/redirect-ok')
    expect(followed).toMatchObject({ status: 200, contentType: 'image/png', truncated: false, url: `http://127.0.0.1:${port}/image` })
    expect(followed.body.byteLength).toBe(100)
  })

  it('limits size (error or truncate), content type and time', async () => {
    await expect(get('/big')).rejects.toMatchObject({ details: { reason: 'too_large' } })
    const truncated = await get('/big', { overflow: 'truncate' })
    expect(truncated.truncated).toBe(true)
    expect(truncated.body.byteLength).toBe(1000)
    await expect(get('/big', { accept: /^image\// })).rejects.toMatchObject({ details: { reason: 'content_type' } })
    await expect(get('/slow', { timeoutMs: 100 })).rejects.toMatchObject({ status: 502, code: 'UPSTREAM_TIMEOUT' })
    await expect(get('/missing')).rejects.toMatchObject({ status: 502, details: { upstreamStatus: 404 } })
  })

  it('stops when the call is abandoned: before the answer, and in the middle of its body', async () => {
    for (const path of ['/slow', '/trickle']) {
      const controller = new AbortController()
      const started = performance.now()
      const fetching = get(path, { signal: controller.signal, timeoutMs: 5000 })
      setTimeout(() => controller.abort(), 100)
      await expect(fetching, path).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', message: expect.stringContaining('abandoned') })
      expect(performance.now() - started, path).toBeLessThan(2000)
    }
  })

  it('POSTs a body with headers; 307 keeps the method and body, 303 turns to GET', async () => {
    const post = (path: string) => get(path, { method: 'POST', body: '{"a":1}', headers: { 'x-sig': 'v1,abc' } })
    const direct = await post('/echo')
    expect(direct).toMatchObject({ status: 202, headers: { 'x-seen': 'v1,abc' } })
    expect(JSON.parse(direct.body.toString())).toEqual({ method: 'POST', body: '{"a":1}' })
    expect(JSON.parse((await post('/echo-307')).body.toString())).toEqual({ method: 'POST', body: '{"a":1}' })
    expect(JSON.parse((await post('/echo-303')).body.toString())).toEqual({ method: 'GET', body: '' })
  })

  it('answers any status with anyStatus, and a redirect it may not follow as it is', async () => {
    expect(await get('/gone', { anyStatus: true })).toMatchObject({ status: 410, headers: { 'retry-after': '30' } })
    expect(await get('/redirect-private', { anyStatus: true, maxRedirects: 0 })).toMatchObject({ status: 302 })
    await expect(get('/redirect-private', { anyStatus: true })).rejects.toMatchObject({ details: { reason: 'forbidden_address' } })
  })
})

describe('checkPublicUrl', () => {
  it('refuses loopback, private and metadata targets, also by name, naming the field', async () => {
    for (const url of ['http://127.0.0.1/', 'http://localhost:8080/hook', 'http://[::1]/', 'http://10.0.0.1/', 'http://172.16.0.1/', 'http://192.168.0.1/', 'http://169.254.169.254/', 'http://100.64.0.1/', 'http://2130706433/', 'http://0x7f000001/']) {
      await expect(checkPublicUrl(url, { field: 'webhook.url' }), url).rejects.toMatchObject({ status: 400, details: { field: 'webhook.url', reason: 'forbidden_address' } })
    }
    await expect(checkPublicUrl('ftp://8.8.8.8/')).rejects.toMatchObject({ status: 400, details: { field: 'url' } })
    expect((await checkPublicUrl('https://8.8.8.8/hook')).href).toBe('https://8.8.8.8/hook')
    expect((await checkPublicUrl('http://127.0.0.1:9/x', { policy: () => true })).port).toBe('9')
  })
})
