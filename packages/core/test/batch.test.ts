import { describe, expect, it } from 'vitest'
import { testHost } from '../src/testing/index.ts'
import { demoPlugin, recordingGate } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

const pay = { 'payment-signature': 'ok:0xabc' }
const run = (calls: unknown, headers: Record<string, string> = {}) => ({ json: { calls }, headers })

describe('batch.run', () => {
  it('charges the exact sum once and returns results in order', async () => {
    const gate = recordingGate()
    const app = h.open({ plugins: [demoPlugin], gate }).app
    const calls = [
      { endpoint: 'demo.echo', params: { text: 'one' } },
      { endpoint: 'demo.submit', params: { name: 'two' } },
      { endpoint: 'demo.echo', params: { text: 'three', count: '2' } },
    ]
    const quote = await (await app.request('/api/batch/run', run(calls))).json()
    expect(quote.accepts[0].amount).toBe(String(2500 + 5000 + 2500))
    const response = await app.request('/api/batch/run', run(calls, pay))
    const body = await response.json()
    expect(response.status).toBe(200)
    expect(body.data.count).toBe(3)
    expect(body.data.results.map((result: { endpoint: string }) => result.endpoint)).toEqual(['demo.echo', 'demo.submit', 'demo.echo'])
    expect(body.data.results[0].data.items[0].text).toBe('one')
    expect(body.data.results[2].data.items[0].count).toBe(2)
    expect(body.meta).toMatchObject({ endpoint: 'batch.run', cost: { amount: '10000' } })
    expect(gate.record.settled).toEqual([{ amountMicros: 10000, payer: '0xabc' }])
  })

  it('is atomic: one failing sub-call charges nothing and returns the failing calls', async () => {
    const gate = recordingGate()
    const app = h.open({ plugins: [demoPlugin], gate }).app
    const response = await app.request('/api/batch/run', run([
      { endpoint: 'demo.echo', params: { text: 'fine' } },
      { endpoint: 'demo.fail', params: { how: 'upstream' } },
    ], pay))
    const body = await response.json()
    expect(response.status).toBe(502)
    expect(body).toMatchObject({ code: 'BATCH_FAILED', charged: false, failures: [{ index: 1, endpoint: 'demo.fail', status: 502, code: 'UPSTREAM_FAILED' }] })
    expect(gate.record.settled).toEqual([])
    expect(gate.record.released).toBe(1)
  })

  it('validates every sub-call before asking for payment, listing each failure', async () => {
    const app = h.open({ plugins: [demoPlugin], gate: recordingGate() }).app
    const response = await app.request('/api/batch/run', run([
      { endpoint: 'demo.echo', params: { text: 'x' } },
      { endpoint: 'demo.nothing' },
      { endpoint: 'demo.metered', params: { units: 1 } },
      { endpoint: 'batch.run', params: { calls: [] } },
      { endpoint: 'demo.submit', params: { name: 'ok', stray: 1 } },
      { endpoint: 'demo.echo', params: { text: 'fine' } },
    ]))
    const body = await response.json()
    expect(response.status).toBe(400)
    expect(body.code).toBe('BATCH_INVALID')
    expect(body.failures.map((failure: { index: number }) => failure.index)).toEqual([0, 1, 2, 3, 4])
    expect(body.failures[0].error).toMatch(/^calls\[0\]\.params: text:/)
    expect(body.failures[2].error).toMatch(/up-to billed/)
    expect(body.failures[3].error).toMatch(/nested/)
    // Binary answers are carried in a batch (base64), see batch-binary.test.ts.
    expect(body.failures[4].error).toMatch(/stray/)
  })

  it('enforces 1 to 50 calls, the endpoint form, and strict members', async () => {
    const app = h.open({ plugins: [demoPlugin], gate: recordingGate() }).app
    const fifty = Array.from({ length: 50 }, () => ({ endpoint: 'demo.echo', params: { text: 'hi' } }))
    expect((await app.request('/api/batch/run', run([]))).status).toBe(400)
    expect((await (await app.request('/api/batch/run', run([...fifty, fifty[0]]))).json()).error).toMatch(/^calls: .*50/)
    expect((await app.request('/api/batch/run', run(fifty))).status).toBe(402)
    expect((await (await app.request('/api/batch/run', run([{ endpoint: 'Demo Echo' }]))).json()).field).toBe('calls.0.endpoint')
    expect((await app.request('/api/batch/run', { json: { calls: fifty.slice(0, 1), extra: 1 } })).status).toBe(400)
  })

  it('uses the trial of the batch and of each sub-call, all or none', async () => {
    const app = h.open({ plugins: [demoPlugin] }).app
    const calls = [{ endpoint: 'demo.echo', params: { text: 'hi' } }]
    expect((await app.request('/api/batch/run?trial=1', run(calls))).status).toBe(200)
    const again = await (await app.request('/api/batch/run?trial=1', run([{ endpoint: 'demo.submit', params: { name: 'a' } }]))).json()
    expect(again.code).toBe('TRIAL_EXHAUSTED')
    // The failed claim above gave back demo.submit's trial.
    expect((await app.request('/api/demo/submit?trial=1', { json: { name: 'a' } })).status).toBe(200)
    expect((await app.request('/api/demo/echo?text=hi&trial=1')).status).toBe(402)
  })
})
