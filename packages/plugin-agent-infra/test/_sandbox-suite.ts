import { createTestPaymentGate } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { agentInfraPlugin } from '../src/index.ts'
import { type Backend, infraHost, isoAfter } from './_infra.ts'

/** Trial callers behind one address each get a sandbox of their own; run on each backend. */
export function sandboxSuite(backend: Backend) {
  describe(`trial sandboxes on ${backend.name}`, () => {
    // Behind a proxy: the trial address is the forwarded one, so each test can have its own.
    const h = infraHost(backend, { plugins: [agentInfraPlugin], gate: createTestPaymentGate(), config: { trustProxy: true } })
    const { clock } = h
    // Every test has addresses of its own: a trial is one call per operation per hour per address.
    let addresses = 0
    const address = () => `198.51.100.${++addresses}`
    /** A trial call from `ip`, in the sandbox of `token` when given. */
    const trial = async (path: string, body: unknown, ip: string, token?: string) => {
      return h.call(`/api/${path}?trial=1`, body, undefined, { headers: { 'x-forwarded-for': ip, ...(token ? { 'x-svc-sandbox': token } : {}) } })
    }

    it('keeps one trial caller\'s data from another trial caller behind the same address', async () => {
      const office = address()
      const alice = await trial('store/kv-put', { key: 'notes', value: 'alice\'s' }, office)
      expect(alice.status).toBe(200)
      expect(alice.body.data.sandbox).toEqual({ token: expect.stringMatching(/^sbx_[A-Za-z0-9_-]{32}$/), expiresAt: isoAfter(clock, 3_600_000) })
      // Bob, behind the same address, without Alice's token: a sandbox of his own, empty.
      const bob = await trial('store/kv-get', { key: 'notes' }, office)
      expect(bob).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
      const scan = await trial('store/kv-scan', {}, office)
      expect(scan.body.data.items).toEqual([])
      expect(scan.body.data.sandbox.token).not.toBe(alice.body.data.sandbox.token)
    })

    it('reaches the same objects with the token, from any address, until the sandbox ends', async () => {
      const opened = await trial('store/kv-put', { key: 'k', value: 1 }, address())
      const { token } = opened.body.data.sandbox
      clock.elapse(50 * 60_000)
      const read = await trial('store/kv-get', { key: 'k' }, address(), token)
      expect(read.body.data).toMatchObject({ value: 1, sandbox: { token, expiresAt: opened.body.data.sandbox.expiresAt } })
      // Nothing in a sandbox outlives it: a day asked for, ten minutes given.
      const doc = await trial('store/doc-put', { collection: 'c', id: 'd', doc: { a: 1 }, ttlSeconds: 86_400 }, address(), token)
      expect(doc.body.data.expiresAt).toBe(opened.body.data.sandbox.expiresAt)
    })

    it('refuses a token it did not issue with a 400 naming the header, and the trial stays unused', async () => {
      const ip = address()
      for (const token of ['sbx_not-long-enough', `sbx_${'A'.repeat(32)}`]) {
        expect(await trial('store/kv-get', { key: 'k' }, ip, token)).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', field: 'X-svc-Sandbox' } })
      }
      expect((await trial('store/kv-get', { key: 'k' }, ip)).status).toBe(404)
    })

    it('gives one sandbox to the calls of a trial batch', async () => {
      const calls = [{ endpoint: 'store.kv-put', params: { key: 'b', value: 'batched' } }, { endpoint: 'store.doc-put', params: { collection: 'c', id: 'x', doc: { n: 1 } } }]
      const batch = await h.call('/api/batch/run?trial=1', { calls }, undefined, { headers: { 'x-forwarded-for': address() } })
      const results = batch.body.data.results as Array<{ data: { sandbox: { token: string } } }>
      expect(new Set(results.map((result) => result.data.sandbox.token)).size).toBe(1)
      const read = await trial('store/kv-get', { key: 'b' }, address(), results[0]!.data.sandbox.token)
      expect(read.body.data.value).toBe('batched')
    })

    it('ends a sandbox after its hour: its token is refused from then on', async () => {
      if (!backend.expiresByClock) return expect(backend.name).toBe('Redis')
      const opened = await trial('store/kv-put', { key: 'k', value: 1 }, address())
      clock.elapse(3_600_001)
      expect(await trial('store/kv-get', { key: 'k' }, address(), opened.body.data.sandbox.token)).toMatchObject({ status: 400, body: { field: 'X-svc-Sandbox' } })
    })
  })
}
