import { request as httpRequest } from 'node:http'
import { type AddressInfo, createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startGuardProxy, startRefusingProxy } from '../src/chromium/proxy.ts'

// A target on loopback stands for a public host: the policy allows exactly 127.0.0.1; every
// other address goes through the real public-only policy.
vi.mock('../src/web-page/policy.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/web-page/policy.ts')>()
  return { ...real, addressPolicy: (address: string, family: 4 | 6) => address === '127.0.0.1' || real.addressPolicy(address, family) }
})

let target: Server
beforeAll(async () => {
  target = createServer((socket) => socket.end())
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())))

/** The status a CONNECT through the proxy answers (0 when the connection is dropped). */
const connect = (proxyUrl: string, to: string) => new Promise<number>((resolve) => {
  const request = httpRequest(proxyUrl, { method: 'CONNECT', path: to })
  request.on('connect', (response, socket) => {
    socket.destroy()
    resolve(response.statusCode ?? 0)
  })
  request.on('error', () => resolve(0))
  request.end()
})

/** The status a plain-HTTP request through the proxy (absolute-form target) answers. */
const get = (proxyUrl: string, url: string) => new Promise<number>((resolve, reject) => {
  const { hostname, port } = new URL(proxyUrl)
  const request = httpRequest({ host: hostname, port, path: url, headers: { host: new URL(url).host } }, (response) => {
    response.resume()
    resolve(response.statusCode ?? 0)
  })
  request.on('error', reject)
  request.end()
})

describe('the browser\'s proxies', () => {
  it('the guard proxy tunnels to allowed addresses only, and refuses plain HTTP to other addresses', async () => {
    const proxy = await startGuardProxy()
    try {
      expect(await connect(proxy.url, '169.254.169.254:80')).toBe(403)
      expect(await connect(proxy.url, '10.0.0.1:443')).toBe(403)
      expect(await connect(proxy.url, '[::1]:443')).toBe(403)
      expect(await connect(proxy.url, `127.0.0.1:${(target.address() as AddressInfo).port}`)).toBe(200)
      expect(await get(proxy.url, 'http://10.0.0.1/')).toBe(403)
      expect(await get(proxy.url, 'http://169.254.169.254/latest/meta-data/')).toBe(403)
    } finally {
      await proxy.close()
    }
  })

  it('the browser\'s own requests go to a proxy that drops every connection', async () => {
    const proxy = await startRefusingProxy()
    try {
      expect(await connect(proxy.url, `127.0.0.1:${(target.address() as AddressInfo).port}`)).toBe(0)
    } finally {
      await proxy.close()
    }
  })
})
