import { describe, expect, it } from 'vitest'
import { configFromEnv, parseConfig } from '@svc/core'
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

/** A plugin whose paid operation changes state: its write is held until the payment settles. */
const notesSource = `
import * as v from 'valibot'
export default {
  name: 'acme-notes', version: '1.2.3', group: 'notes', core: '^0.1',
  operations: [{ name: 'keep', method: 'POST', description: 'Keeps a note under a name.', input: v.object({ name: v.string(), text: v.string() }), price: { usd: 0.002 }, effects: ['state'],
    handler: async ({ input, state }) => {
      await state.set('notes:' + input.name, input.text)
      return { ok: true, items: [{ kept: input.name }], total: 1, source: { provider: 'test', url: 'https://example.org', license: 'MIT' } }
    } }],
}
`

const settledOf = () => ((globalThis as { __fakeRailSettled?: Array<{ operation: string; amountMicros: number }> }).__fakeRailSettled ??= [])

describe('payment rails as packages', () => {
  const cwd = makeProject([
    { name: 'acme-weather', manifest: { svc: { plugin: true } }, source: pluginSource('acme-weather', 'acme') },
    { name: 'fake-rail', manifest: { svc: { rail: true } }, source: fakeRailSource },
    { name: 'acme-notes', manifest: { svc: { plugin: true } }, source: notesSource },
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

  it('a rail that cannot resume a settlement is not offered for calls that change state: a held write that fails to apply never leaves it charged', async () => {
    const host = await createHost({ cwd, config: parseConfig({ dataDir: `${cwd}/.data-held`, corsOrigins: '*' }) })
    const state = host.svc.runtime.state
    // The held write's batch fails as a store can (connection lost) after the payment would have settled.
    const applyBatch = state.applyBatch.bind(state)
    state.applyBatch = async (guards, writes) => {
      if (writes.some((write) => 'key' in write && write.key === 'notes:lost')) throw new Error('state store unavailable')
      return applyBatch(guards, writes)
    }
    const keep = (name: string, headers: Record<string, string> = {}) =>
      host.svc.app.fetch(new Request('http://localhost/api/notes/keep', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ name, text: 'hello' }) }))
    try {
      const before = settledOf().length
      const paid = await keep('lost', { 'fake-credential': 'good' })
      // Refused before anything runs or settles, with the rails that can take it.
      expect(paid.status).toBe(402)
      expect(await paid.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'rail_not_offered', x402Version: 2 })
      expect(settledOf().length).toBe(before)
      expect(await state.get('notes:lost')).toBeUndefined()

      const unpaid = await keep('lost')
      expect(unpaid.status).toBe(402)
      expect(unpaid.headers.get('www-authenticate') ?? '').not.toContain('Fake')
      expect(await unpaid.json()).not.toHaveProperty('fake')

      const openapi = await (await host.svc.app.fetch(new Request('http://localhost/openapi.json'))).json()
      expect(openapi.paths['/api/notes/keep'].post['x-svc-accepts']).toEqual(['x402'])
      expect(openapi.paths['/api/acme/ping'].get['x-svc-accepts']).toEqual(['x402', 'fake'])
    } finally {
      await host.svc.close()
    }
  })

  it('an operator turns an installed rail off (payments.rails, SVC_RAILS): it offers no challenge, takes no credential and is absent from discovery', async () => {
    expect(parseConfig(configFromEnv({ SVC_RAILS: 'x402, MPP' })).payments.rails).toEqual(['x402', 'mpp'])
    expect(parseConfig(configFromEnv({ SVC_RAILS: 'none' })).payments.rails).toEqual([])
    expect(parseConfig({}).payments.rails).toBeUndefined()
    expect(() => parseConfig({ payments: { rails: ['X 402'] } })).toThrow(/payments\.rails/)

    const said: string[] = []
    const host = await createHost({ cwd, config: parseConfig({ dataDir: `${cwd}/.data-off`, corsOrigins: '*', payments: { rails: ['x402', 'lightning'] } }), log: (line) => said.push(line) })
    const call = (path: string, headers: Record<string, string> = {}) => host.svc.app.fetch(new Request(`http://localhost${path}`, { headers }))
    try {
      expect(host.svc.runtime.gate.rails.map((rail) => rail.id)).toEqual(['x402'])
      expect(said.join('\n')).toMatch(/names lightning, which is not installed/)

      const unpaid = await call('/api/acme/ping?who=me')
      expect(unpaid.status).toBe(402)
      expect(unpaid.headers.get('www-authenticate')).toBeNull()
      expect(await unpaid.json()).not.toHaveProperty('fake')

      // Its credential is nobody's: the call is unpaid, nothing settles.
      const before = settledOf().length
      const paid = await call('/api/acme/ping?who=me', { 'fake-credential': 'good' })
      expect(paid.status).toBe(402)
      expect(await paid.json()).toMatchObject({ code: 'PAYMENT_REQUIRED' })
      expect(settledOf().length).toBe(before)

      const openapi = await (await call('/openapi.json')).json()
      expect(openapi.paths['/api/acme/ping'].get['x-svc-accepts']).toEqual(['x402'])
      expect(openapi.paths['/api/acme/ping'].get['x-payment-info'].protocols).toEqual([{ x402: {} }])
      expect(openapi.components.securitySchemes).not.toHaveProperty('fake')
      expect((await call('/.well-known/fake-pay')).status).toBe(404)
      const directory = await (await call('/api/directory')).json()
      expect(directory.operations.find((entry: { id: string }) => entry.id === 'acme.ping').versions[0].accepts).toEqual(['x402'])
      expect(await (await call('/llms.txt')).text()).not.toContain('Fake pay')
      const preflight = await host.svc.app.fetch(new Request('http://localhost/api/acme/ping', { method: 'OPTIONS', headers: { origin: 'https://page.example', 'access-control-request-method': 'GET' } }))
      expect(preflight.headers.get('access-control-allow-headers')).toContain('payment-signature')
      expect(preflight.headers.get('access-control-allow-headers')).not.toContain('fake-credential')
    } finally {
      await host.svc.close()
    }
  })
})
