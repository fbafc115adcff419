import { describe, expect, it } from 'vitest'
import { createTestPaymentGate, testHost } from '../src/testing/index.ts'
import { demoPlugin } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

describe('test payment gate', () => {
  it('turns X-Test-Payer into a verified payer, settles successes and releases failures', async () => {
    const gate = createTestPaymentGate()
    const app = h.open({ plugins: [demoPlugin], gate }).app
    const ok = await app.request('/api/demo/echo?text=hi', { headers: { 'x-test-payer': '0xAbC@eip155:84532' } })
    expect(ok.status).toBe(200)
    expect((await ok.json()).data.items[0].payer).toEqual({ address: '0xAbC', network: 'eip155:84532' })
    expect(gate.settled).toEqual([{ operation: 'demo.echo', payer: '0xAbC', amountMicros: 2500 }])
    const failed = await app.request('/api/demo/fail?how=upstream', { headers: { 'x-test-payer': '0xabc' } })
    expect(failed.status).toBe(502)
    expect(gate.released).toEqual(['demo.fail'])
    expect((await app.request('/api/demo/echo?text=hi')).status).toBe(402)
  })
})
