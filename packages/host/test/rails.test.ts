import { describe, expect, it } from 'vitest'
import { parseConfig } from '@svc/core'
import { discoverRails } from '../src/index.ts'
import { createHost } from '../src/host.ts'
import { makeProject, pluginSource } from './_project.ts'

/**
 * A third payment rail, written outside core as any author would: a package declaring
 * `"svc": { "rail": true }` whose module exports a rail definition. It imports nothing of svc.
 */
const fakeRailSource = `
const settled = (globalThis.__fakeRailSettled ??= [])
export default {
  kind: 'svc-rail',
  id: 'fake',
  create: () => ({
    id: 'fake',
    requestHeaders: ['fake-credential'],
    responseHeaders: ['www-authenticate', 'fake-receipt'],
    recognizes: (request) => request.headers.has('fake-credential'),
    async challenge(requirement) {
      return { body: { fake: { amount: String(requirement.amountMicros) } }, headers: { 'www-authenticate': 'Fake realm="svc"' } }
    },
    async authorize(request, requirement) {
      return {
        payer: { address: 'fake-payer', network: 'fake:1' },
        async settle(amountMicros) {
          settled.push({ operation: requirement.operation.id, amountMicros })
          return { settlement: { status: 'settled', network: 'fake:1', payer: 'fake-payer', amount: String(amountMicros) }, headers: { 'fake-receipt': 'paid ' + amountMicros } }
        },
        async release() {},
      }
    },
    discovery: {
      title: 'Fake pay',
      howToPay: 'Fake pay: send FAKE-CREDENTIAL: good.',
      paymentInfo: () => ({ protocols: [{ fake: {} }], fakeOffers: [{ currency: 'FAKE' }] }),
      securitySchemes: { fake: { type: 'apiKey', in: 'header', name: 'FAKE-CREDENTIAL' } },
      wellKnown: { 'fake-pay': ({ operations }) => ({ paid: operations.map((operation) => operation.id) }) },
    },
    describe: () => 'payments: fake rail',
  }),
}
`

const settledOf = () => ((globalThis as { __fakeRailSettled?: Array<{ operation: string; amountMicros: number }> }).__fakeRailSettled ??= [])

describe('payment rails as packages', () => {
  const cwd = makeProject([
    { name: 'acme-weather', manifest: { svc: { plugin: true } }, source: pluginSource('acme-weather', 'acme') },
    { name: 'fake-rail', manifest: { svc: { rail: true } }, source: fakeRailSource },
    { name: 'not-a-rail', manifest: { svc: { plugin: false } }, source: 'export default {}' },
  ])

  it('finds the project\'s rail packages and the host\'s own (MPP and x402), the host\'s first', () => {
    const hostDir = new URL('..', import.meta.url).pathname
    expect(discoverRails({ cwd, hostDir }).map((found) => found.name)).toEqual(['@svc/mpp', '@svc/x402', 'fake-rail'])
    expect(discoverRails({ cwd }).map((found) => found.name)).toEqual(['fake-rail'])
  })

  it('mounts every rail: one 402 lists both, the fake credential pays once, discovery lists both', async () => {
    const host = await createHost({ cwd, config: parseConfig({ dataDir: `${cwd}/.data`, corsOrigins: '*' }) })
    const call = (path: string, headers: Record<string, string> = {}) => host.svc.app.fetch(new Request(`http://localhost${path}`, { headers }))
    try {
      const unpaid = await call('/api/acme/ping?who=me')
      expect(unpaid.status).toBe(402)
      expect(unpaid.headers.get('www-authenticate')).toBe('Fake realm="svc"')
      const body = await unpaid.json()
      expect(body).toMatchObject({ x402Version: 2, fake: { amount: '1000' }, code: 'PAYMENT_REQUIRED', status: 402 })

      const before = settledOf().length
      const paid = await call('/api/acme/ping?who=me', { 'fake-credential': 'good' })
      expect(paid.status).toBe(200)
      expect(paid.headers.get('fake-receipt')).toBe('paid 1000')
      expect((await paid.json()).meta).toMatchObject({ caller: 'paid' })
      expect(settledOf().slice(before)).toEqual([{ operation: 'acme.ping', amountMicros: 1000 }])

      // A credential one rail refuses: its refusal, with the other rails' ways to pay beside it.
      const refused = await call('/api/acme/ping?who=me', { 'payment-signature': 'not a payment' })
      expect(refused.status).toBe(402)
      expect(await refused.json()).toMatchObject({ code: 'PAYMENT_INVALID', x402Version: 2, fake: { amount: '1000' } })
      expect(refused.headers.get('www-authenticate')).toBe('Fake realm="svc"')
      expect(settledOf().length).toBe(before + 1)

      // A call refused before payment is not settled, whichever rail pays.
      const invalid = await call('/api/acme/ping', { 'fake-credential': 'good' })
      expect(invalid.status).toBe(400)
      expect(settledOf().length).toBe(before + 1)

      const preflight = await host.svc.app.fetch(new Request('http://localhost/api/acme/ping', { method: 'OPTIONS', headers: { origin: 'https://page.example', 'access-control-request-method': 'GET' } }))
      expect(preflight.headers.get('access-control-allow-headers')).toContain('fake-credential')
      expect(preflight.headers.get('access-control-allow-headers')).toContain('payment-signature')
      expect(unpaid.headers.get('access-control-expose-headers')).toContain('www-authenticate')

      const openapi = await (await call('/openapi.json')).json()
      const operation = openapi.paths['/api/acme/ping'].get
      expect(operation['x-payment-info']).toMatchObject({ protocols: [{ x402: {} }, { fake: {} }], fakeOffers: [{ currency: 'FAKE' }] })
      expect(operation['x-svc-accepts']).toEqual(['x402', 'fake'])
      expect(Object.keys(openapi.components.securitySchemes)).toEqual(expect.arrayContaining(['x402', 'fake']))
      expect(await (await call('/.well-known/fake-pay')).json()).toEqual({ paid: expect.arrayContaining(['acme.ping']) })
      expect((await (await call('/.well-known/x402')).json()).x402Version).toBe(2)
      const directory = await (await call('/api/directory')).json()
      expect(directory.operations.find((entry: { id: string }) => entry.id === 'acme.ping').versions[0].accepts).toEqual(['x402', 'fake'])
      const llms = await (await call('/llms.txt')).text()
      expect(llms).toContain('- fake: Fake pay: send FAKE-CREDENTIAL: good.')
      expect(await (await call('/docs/acme.ping')).text()).toContain('Fake pay')
    } finally {
      await host.svc.close()
    }
  })
})
