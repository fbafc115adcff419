import { describe, expect, it } from 'vitest'
import { x402Hosts } from './_setup.ts'

const { appWith } = x402Hosts()

/** What the x402 rail adds to the host's discovery documents (core lists every rail; x402 is one). */
describe('x402 in discovery', () => {
  const app = appWith({ payTo: {} })

  it('keeps /.well-known/x402 as it was: every resource with its price, the directory and the OpenAPI', async () => {
    const wellKnown = await (await app.request('/.well-known/x402')).json()
    expect(wellKnown).toMatchObject({ x402Version: 2, directory: 'http://localhost:3000/api/directory', openapi: 'http://localhost:3000/openapi.json' })
    expect(wellKnown.resources.find((resource: { id: string }) => resource.id === 'paid.thing')).toEqual({
      resource: 'http://localhost:3000/api/paid/thing', id: 'paid.thing', method: 'GET', description: 'A paid thing for the tests.',
      price: { currency: 'USD', amount: '0.010000', mode: 'fixed' }, available: true,
    })
  })

  it('declares x402scan\'s protocols entry, the PAYMENT-SIGNATURE scheme, and how to pay in llms.txt and /docs', async () => {
    const openapi = await (await app.request('/openapi.json')).json()
    const thing = openapi.paths['/api/paid/thing'].get
    expect(thing['x-payment-info']).toEqual({ price: { mode: 'fixed', currency: 'USD', amount: '0.010000' }, protocols: [{ x402: {} }] })
    expect(thing['x-svc-accepts']).toEqual(['x402'])
    expect(openapi.components.securitySchemes.x402).toMatchObject({ type: 'apiKey', in: 'header', name: 'PAYMENT-SIGNATURE' })
    expect(openapi.info['x-guidance']).toContain('PAYMENT-SIGNATURE')
    const directory = await (await app.request('/api/directory')).json()
    expect(directory.operations.find((entry: { id: string }) => entry.id === 'paid.thing').versions[0].accepts).toEqual(['x402'])
    expect(await (await app.request('/llms.txt')).text()).toContain('- x402: x402: the 402 carries the x402 payment-required envelope')
    const page = await (await app.request('/docs/paid.thing')).text()
    expect(page).toContain('x402 v2 (USDC on Base or Solana), or <code>trial=1</code>')
    expect(page).toContain('x402_requests(client)')
  })
})
