import type { StateStore } from '@svc/core'
import { createTestPaymentGate } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { agentInfraPlugin } from '../src/index.ts'
import { keyspace, ownerOf } from '../src/scope.ts'
import { type Backend, callerOf, infraHost, stateKey, wallet } from './_infra.ts'

/** Quota accounting under concurrency, and stores written by earlier versions; run on each backend. */
export function quotaSuite(backend: Backend) {
  describe(`store quota accounting on ${backend.name}`, () => {
    const h = infraHost(backend, { plugins: [agentInfraPlugin], freshGate: createTestPaymentGate, config: { settings: { store: { maxItems: 6, maxBytes: 4096 } } } })
    const clock = h.clock
    const infra = { call: callerOf(h) }
    /** The state of the test's host, read and written around the plugin. */
    const state = () => h.app.runtime.state
    const owner = (payer: string) => ownerOf({ kind: 'paid', ip: '203.0.113.1', payer: { address: payer, network: 'eip155:8453' } })
    const usage = async (payer: string) => (await infra.call('store/usage', {}, payer)).body.data

    it('lets exactly the writes that fit through when many race for the last room', async () => {
      const me = wallet()
      await infra.call('store/kv-put', { key: 'first', value: 1 }, me)
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => infra.call(i % 3 === 0 ? 'store/doc-put' : 'store/kv-put', i % 3 === 0 ? { collection: 'c', id: `d${i}`, doc: { i } } : { key: `k${i}`, value: i }, me)))
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5)
      expect(answers.filter((answer) => answer.status === 403).every((answer) => answer.body.code === 'QUOTA_EXCEEDED')).toBe(true)
      expect(await usage(me)).toMatchObject({ items: 6 })
    })

    it('keeps counting exactly through concurrent overwrites, growth, shrinking and deletes', async () => {
      const me = wallet()
      const sizes = [10, 300, 40, 1200, 5, 700]
      await Promise.all(sizes.map((size, i) => infra.call('store/kv-put', { key: `s${i}`, value: 'x'.repeat(size) }, me)))
      // Grow, shrink and delete at once: the room left must match what is stored.
      await Promise.all([
        // s4 is deleted, not also rewritten: a rewrite racing the delete may land either side of it.
        ...sizes.flatMap((size, i) => (i === 4 ? [] : [infra.call('store/kv-put', { key: `s${i}`, value: 'y'.repeat(i % 2 ? size * 2 : Math.floor(size / 2)) }, me)])),
        infra.call('store/kv-delete', { key: 's4' }, me),
      ])
      const stored = await usage(me)
      expect(stored.items).toBe(5)
      // Exactly the bytes left fit; one more does not.
      const left = 4096 - stored.bytes
      expect(left).toBeGreaterThan(2)
      expect((await infra.call('store/kv-put', { key: 'fill', value: 'z'.repeat(left - 3) }, me)).status).toBe(200)
      expect((await infra.call('store/kv-put', { key: 'over', value: 1 }, me)).status).toBe(403)
    })

    it('uses no quota for a write that fails (the count and the write are one atomic step)', async () => {
      const me = wallet()
      await infra.call('store/kv-put', { key: 'kept', value: 'x'.repeat(100) }, me)
      const before = await usage(me)
      // The state refuses the next writes (a full disk, a lost connection).
      const failing = Object.create(state()) as StateStore
      failing.meteredSet = async () => {
        throw new Error('disk full')
      }
      // Paid writes are held until the payment settles, then applied in one batch.
      failing.applyBatch = async () => {
        throw new Error('disk full')
      }
      const broken = { call: callerOf(h.open({ state: failing })) }
      const answers = await Promise.all([
        broken.call('store/kv-put', { key: 'new', value: 'y'.repeat(500) }, me),
        broken.call('store/kv-put', { key: 'kept', value: 'z'.repeat(900) }, me),
      ])
      // Paid, but its writes not applied: the settlement stays open for the outbox, which applies them once the state
      // takes writes again, so the caller hears "pending" (retry with the payment identifier), not a failure it paid for.
      expect(answers.map((answer) => answer.status)).toEqual([202, 202])
      expect(await usage(me)).toEqual(before)
      expect((await infra.call('store/kv-get', { key: 'new' }, me)).status).toBe(404)
    })

    it('refuses an over-quota write by its counters, without reading the wallet\'s objects', async () => {
      const me = wallet()
      for (let i = 0; i < 6; i++) await infra.call('store/kv-put', { key: `k${i}`, value: i }, me)
      // Every read the host makes from here on is seen.
      const reads = { scan: 0, get: 0 }
      const seen = state()
      const watched = Object.create(seen) as StateStore
      watched.scan = (prefix, options) => { reads.scan++; return seen.scan(prefix, options) }
      watched.get = (key) => { reads.get++; return seen.get(key) }
      const host = { call: callerOf(h.open({ state: watched })) }
      await host.call('store/kv-get', { key: 'k0' }, me)
      const [scans, gets] = [reads.scan, reads.get]
      for (let i = 0; i < 5; i++) expect((await host.call('store/kv-put', { key: `over${i}`, value: i }, me)).body.code).toBe('QUOTA_EXCEEDED')
      expect(reads.scan - scans).toBe(0)
      // A refusal reads at most the key's own entry (what it already counts for) and where the meter's repair
      // step stands, never the wallet's other objects.
      expect(reads.get - gets).toBeLessThanOrEqual(10)
    })

    it('heals a count that drifted (an object deleted around the store) at the next refused write', async () => {
      const me = wallet()
      for (let i = 0; i < 6; i++) await infra.call('store/kv-put', { key: `k${i}`, value: i }, me)
      await state().delete(stateKey(me, 'kv', 'k3'))
      expect((await infra.call('store/kv-put', { key: 'fits', value: 1 }, me)).status).toBe(200)
      expect(await usage(me)).toMatchObject({ items: 6 })
    })

    it('frees the room of an object that expired, without a recount', async () => {
      const me = wallet()
      await infra.call('store/kv-put', { key: 'short', value: 1, ttlSeconds: 1 }, me)
      for (let i = 0; i < 5; i++) await infra.call('store/kv-put', { key: `k${i}`, value: i }, me)
      expect((await infra.call('store/kv-put', { key: 'more', value: 1 }, me)).status).toBe(403)
      if (backend.expiresByClock) clock.elapse(1100)
      else await new Promise((resolve) => setTimeout(resolve, 1100))
      expect(await usage(me)).toMatchObject({ items: 5, byKind: { kv: { items: 5 } } })
      expect((await infra.call('store/kv-put', { key: 'more', value: 1 }, me)).status).toBe(200)
    })

    it('counts what an earlier version stored (its two counters) and the expiry of its entries', async () => {
      const me = wallet()
      const space = keyspace(owner(me), 'kv')
      // As an earlier version left them: entries without their expiry, and two counters.
      for (let i = 0; i < 6; i++) await state().set(`${space}old${i}`, { v: i, b: 1, t: '2026-01-01T00:00:00.000Z' }, i === 0 ? { ttlMs: 3_600_000 } : undefined)
      await state().set(`${keyspace(owner(me), 'usage')}items`, 6)
      await state().set(`${keyspace(owner(me), 'usage')}bytes`, 6)
      // Read first: on Redis the TTL counts down in real time while the test's clock stands still.
      const old = (await infra.call('store/kv-get', { key: 'old0' }, me)).body.data
      // An entry of an earlier version keeps its expiry in the state's TTL only (counted down by the state's clock).
      expect(Date.parse(old.expiresAt) - clock.now()).toBeGreaterThan(3_599_000)
      expect(Date.parse(old.expiresAt) - clock.now()).toBeLessThanOrEqual(3_600_000)
      // Its objects are counted (once, by a scan) at the wallet's first write: six of six.
      expect(await infra.call('store/kv-put', { key: 'new', value: 1 }, me)).toMatchObject({ status: 403, body: { code: 'QUOTA_EXCEEDED' } })
      expect((await infra.call('store/kv-get', { key: 'old1' }, me)).body.data.expiresAt).toBeNull()
      await infra.call('store/kv-delete', { key: 'old1' }, me)
      expect((await infra.call('store/kv-put', { key: 'new', value: 1 }, me)).status).toBe(200)
    })
  })
}
