import { describe, expect, it } from 'vitest'
import { testHost } from '../src/testing/index.ts'
import { demoPlugin, recordingGate } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

describe('batch.run with binary answers', () => {
  it('carries raw-byte answers base64-encoded with their content type, beside JSON ones, charged once', async () => {
    const gate = recordingGate()
    const app = h.open({ plugins: [demoPlugin], gate }).app
    const calls = [{ endpoint: 'demo.image' }, { endpoint: 'demo.echo', params: { text: 'one' } }]
    const response = await app.request('/api/batch/run', { json: { calls }, headers: { 'payment-signature': 'ok:0xabc' } })
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.data.results[0]).toEqual({ endpoint: 'demo.image', data: { contentType: 'image/png', encoding: 'base64', bytes: 4, base64: Buffer.from([137, 80, 78, 71]).toString('base64'), headers: { 'x-svc-render-ms': '1' } } })
    expect(body.data.results[1].data.items[0].text).toBe('one')
    expect(gate.record.settled).toEqual([{ amountMicros: 10000 + 2500, payer: '0xabc' }])
  })
})
