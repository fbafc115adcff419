import { serve } from 'srvx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv, createApp, parseConfig, type SvcConfigInput } from '../src/index.ts'
import { createEmbeddedState } from '../src/state/index.ts'
import { demoPlugin, recordingGate } from './_fixtures.ts'

const page = 'https://app.example.com'
const list = (header: string | null) => (header ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean)

/** A host over a real port, called the way a browser calls it from another origin. */
async function startHost(config: SvcConfigInput = {}) {
  const svc = createApp({ config: parseConfig({ log: 'off', ...config }), plugins: [demoPlugin], state: createEmbeddedState(), gate: recordingGate(), log: () => {} })
  const server = serve({ port: 0, hostname: '127.0.0.1', silent: true, fetch: (request) => svc.app.fetch(request) })
  await server.ready()
  const base = server.url!.replace(/\/$/, '')
  return {
    call: (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, init),
    preflight: (path: string, method: string, headers: string, origin = page) => fetch(`${base}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
    }),
    close: async () => {
      await server.close(true)
      await svc.close()
    },
  }
}

describe('CORS with the default origins (*)', () => {
  let host: Awaited<ReturnType<typeof startHost>>
  beforeAll(async () => {
    host = await startHost()
  })
  afterAll(() => host.close())

  it('answers the preflight of a paid GET and a JSON POST with the payment headers allowed', async () => {
    for (const [path, method, asked] of [['/api/demo/echo', 'GET', 'payment-signature'], ['/api/demo/submit', 'POST', 'content-type,payment-signature'], ['/api/demo/submit', 'POST', 'content-type,x-payment'], ['/api/batch/run', 'POST', 'content-type,payment-signature'], ['/api/demo/submit', 'POST', 'content-type,x-svc-trial,x-svc-sandbox']] as const) {
      const response = await host.preflight(path, method, asked)
      expect(response.status, path).toBe(204)
      expect(await response.text()).toBe('')
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(list(response.headers.get('access-control-allow-methods'))).toContain(method.toLowerCase())
      const allowed = list(response.headers.get('access-control-allow-headers'))
      for (const name of asked.split(',')) expect(allowed, `${path} ${name}`).toContain(name)
      expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0)
    }
  })

  it('lets a page read the 402 and its PAYMENT-REQUIRED header', async () => {
    const response = await host.call('/api/demo/echo?text=hello', { headers: { origin: page } })
    expect(response.status).toBe(402)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const exposed = list(response.headers.get('access-control-expose-headers'))
    expect(exposed).toEqual(expect.arrayContaining(['payment-required', 'payment-response', 'x-svc-request-id']))
    expect(response.headers.get('payment-required')).toBeTruthy()
  })

  it('lets a page read PAYMENT-RESPONSE of a paid call and the x-svc-* headers of raw bytes', async () => {
    const paid = await host.call('/api/demo/echo?text=hello', { headers: { origin: page, 'payment-signature': 'ok:0xabc' } })
    expect(paid.status).toBe(200)
    expect(paid.headers.get('access-control-allow-origin')).toBe('*')
    expect(list(paid.headers.get('access-control-expose-headers'))).toEqual(expect.arrayContaining(['payment-response', 'x-svc-request-id']))
    const image = await host.call('/api/demo/image', { headers: { origin: page, 'payment-signature': 'ok:0xabc' } })
    expect(image.status).toBe(200)
    expect(list(image.headers.get('access-control-expose-headers'))).toEqual(expect.arrayContaining(['x-svc-endpoint', 'x-svc-caller', 'x-svc-cost-usd', 'x-svc-render-ms']))
  })

  it('sends the headers on every error answer: 400, 404, 405, 429, 500, 502', async () => {
    const cases: Array<[string, RequestInit, number]> = [
      ['/api/demo/echo?text=a', {}, 400],
      ['/api/demo/submit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"x","extra":1}' }, 400],
      ['/api/nowhere', {}, 404],
      ['/api/demo/echo?text=hello', { method: 'POST' }, 405],
      ['/api/demo/fail?how=ratelimit&trial=1', {}, 429],
      ['/api/demo/fail?how=crash&trial=1', {}, 500],
      ['/api/demo/fail?how=upstream&trial=1', {}, 502],
    ]
    for (const [path, init, status] of cases) {
      const response = await host.call(path, { ...init, headers: { ...init.headers as Record<string, string>, origin: page } })
      expect(response.status, path).toBe(status)
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*')
      const exposed = list(response.headers.get('access-control-expose-headers'))
      const own = [...response.headers.keys()].filter((name) => name.startsWith('x-svc-') || name === 'retry-after' || name === 'allow')
      expect(exposed, path).toEqual(expect.arrayContaining(['payment-required', ...own]))
      if (path.startsWith('/api/demo/')) expect(own, path).toContain('x-svc-request-id')
    }
  })

  it('lets a page read every documented x-svc-* header on any answer, each named once', async () => {
    const documented = ['x-svc-request-id', 'x-svc-endpoint', 'x-svc-caller', 'x-svc-cost-usd']
    for (const path of ['/health', '/api/demo/echo?text=hello']) {
      const exposed = list((await host.call(path, { headers: { origin: page } })).headers.get('access-control-expose-headers'))
      expect(exposed, path).toEqual(expect.arrayContaining(documented))
      expect(new Set(exposed).size, path).toBe(exposed.length)
    }
  })

  it('answers the catalog documents and plugin routes to any page, and leaves OPTIONS without a preflight alone', async () => {
    for (const path of ['/api/directory', '/openapi.json', '/health', '/api/demo/menu/today']) {
      const response = await host.call(path, { headers: { origin: page } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*')
    }
    const plain = await host.call('/api/demo/echo', { method: 'OPTIONS' })
    expect(plain.status).toBe(405)
  })
})

describe('CORS with configured origins', () => {
  it('echoes an allowed origin with Vary: Origin and gives others nothing to read', async () => {
    const host = await startHost({ corsOrigins: [page, 'http://localhost:5173'] })
    try {
      const allowed = await host.preflight('/api/demo/submit', 'POST', 'content-type,payment-signature', 'http://localhost:5173')
      expect(allowed.status).toBe(204)
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
      expect(allowed.headers.get('vary')).toMatch(/origin/i)
      const call = await host.call('/api/demo/echo?text=hello', { headers: { origin: page } })
      expect(call.status).toBe(402)
      expect(call.headers.get('access-control-allow-origin')).toBe(page)
      expect(call.headers.get('vary')).toMatch(/origin/i)

      const other = await host.preflight('/api/demo/submit', 'POST', 'content-type', 'https://evil.example')
      expect(other.headers.get('access-control-allow-origin')).toBeNull()
      const otherCall = await host.call('/api/demo/echo?text=hello', { headers: { origin: 'https://evil.example' } })
      expect(otherCall.headers.get('access-control-allow-origin')).toBeNull()
      expect(otherCall.headers.get('access-control-expose-headers')).toBeNull()
      expect(otherCall.headers.get('vary')).toMatch(/origin/i)
    } finally {
      await host.close()
    }
  })

  it('sends no CORS headers with an empty list (same-origin pages or a proxy only)', async () => {
    const host = await startHost({ corsOrigins: [] })
    try {
      const preflight = await host.preflight('/api/demo/echo', 'GET', 'payment-signature')
      expect(preflight.status).toBe(405)
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
      const call = await host.call('/api/demo/echo?text=hello', { headers: { origin: page } })
      expect(call.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      await host.close()
    }
  })

  it('reads SVC_CORS_ORIGINS and rejects an origin with a path', () => {
    expect(parseConfig(configFromEnv({})).corsOrigins).toBe('*')
    expect(parseConfig(configFromEnv({ SVC_CORS_ORIGINS: '*' })).corsOrigins).toBe('*')
    expect(parseConfig(configFromEnv({ SVC_CORS_ORIGINS: 'none' })).corsOrigins).toEqual([])
    expect(parseConfig(configFromEnv({ SVC_CORS_ORIGINS: `${page}, http://localhost:5173` })).corsOrigins).toEqual([page, 'http://localhost:5173'])
    expect(() => parseConfig({ corsOrigins: ['https://app.example.com/page'] })).toThrow(/corsOrigins\.0.*scheme and host/)
  })
})
