import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { createEmbeddedState, createRedisState, defineOperation, definePlugin, type StateStore } from '@svc/core'
import { createTestApp, createTestPaymentGate } from '@svc/core/testing'
import { agentInfraPlugin } from '@svc/plugin-agent-infra'
import { ratio, throughput } from './measure.ts'

/**
 * The pipeline's ceiling for a paid call: an operation priced like kv-put, with the same body,
 * answering the same shape without touching the state.
 */
const ceilingPlugin = definePlugin({
  name: 'bench-ceiling',
  version: '0.0.0',
  group: 'bench',
  operations: [defineOperation({
    name: 'paid-echo',
    method: 'POST',
    description: 'Answers what kv-put answers, storing nothing.',
    input: v.strictObject({ key: v.string(), value: v.unknown() }),
    price: { usd: 0.005 },
    response: 'legacy',
    handler: ({ input }) => ({ key: input.key, bytes: 8, created: false, updatedAt: new Date().toISOString(), expiresAt: null }),
  })],
})

/**
 * store.kv-put / kv-get through the whole paid pipeline (validation, payment gate, wallet scoping,
 * quota accounting), next to raw state writes and reads and to a paid call that stores nothing,
 * on the same backend in the same run. Rounds alternate so machine noise hits all alike; best of 3.
 */
export async function benchStore(durationMs: number): Promise<void> {
  console.log(`\nstore: kv put/get, ${durationMs} ms per measure, 16 in flight, best of 3 alternating rounds`)
  const backends: Array<[string, () => StateStore]> = [
    ['embedded', () => createEmbeddedState({ dir: mkdtempSync(join(tmpdir(), 'svc-bench-store-')) })],
    ['redis', () => createRedisState({ url: process.env.SVC_REDIS_URL ?? 'redis://127.0.0.1:6379', prefix: `svc-bench-${process.pid}:` })],
  ]
  for (const [name, open] of backends) {
    const state = open()
    try {
      // A quota no run reaches: every measured call must succeed.
      const settings = { store: { maxItems: 10_000_000, maxBytes: 1024 ** 4 } }
      const app = createTestApp({ plugins: [agentInfraPlugin, ceilingPlugin], state, gate: createTestPaymentGate(), config: { settings } })
      const headers = { 'x-test-payer': '0x00000000000000000000000000000000000b3e7c' }
      const post = async (path: string, json: unknown) => {
        const response = await app.request(path, { method: 'POST', json, headers })
        if (response.status !== 200 && !(response.status === 404 && path.endsWith('kv-get'))) throw new Error(`${path} answered ${response.status}`)
        return response.text()
      }
      let i = 0
      await throughput(`${name}: warm-up`, durationMs, 16, () => post('/api/store/kv-put', { key: `k${i++ % 5000}`, value: { v: i } }))
      const runs: Record<string, number[]> = {}
      const measure = async (label: string, task: () => Promise<unknown>) => (runs[label] ??= []).push(await throughput(`${name}: ${label}`, durationMs, 16, task))
      for (let round = 0; round < 3; round++) {
        await measure('raw state.set', () => state.set(`raw:${i++ % 5000}`, { v: i }))
        await measure('raw state.get', () => state.get(`raw:${i++ % 5000}`))
        await measure('paid call storing nothing', () => post('/api/bench/paid-echo', { key: `k${i++ % 5000}`, value: { v: i } }))
        // A new key reserves room in the wallet's usage; an overwrite of the same size does not.
        await measure('kv-put of new keys', () => post('/api/store/kv-put', { key: `new${i++}`, value: { v: i } }))
        await measure('POST /api/store/kv-put', () => post('/api/store/kv-put', { key: `k${i++ % 5000}`, value: { v: i } }))
        await measure('POST /api/store/kv-get', () => post('/api/store/kv-get', { key: `k${i++ % 5000}` }))
      }
      const best = (label: string) => Math.max(...runs[label]!)
      const [put, get, ceiling] = [best('POST /api/store/kv-put'), best('POST /api/store/kv-get'), best('paid call storing nothing')]
      console.log(`  ${name} best: raw set ${Math.round(best('raw state.set'))}/s, raw get ${Math.round(best('raw state.get'))}/s, paid no-op ${Math.round(ceiling)}/s, kv-put ${Math.round(put)}/s (new keys ${Math.round(best('kv-put of new keys'))}/s), kv-get ${Math.round(get)}/s`)
      ratio(`${name} kv-put / paid call storing nothing`, put / ceiling, 'near 1: the store adds little to the pipeline')
      ratio(`${name} kv-get / paid call storing nothing`, get / ceiling, 'near 1')
      ratio(`${name} kv-put / raw set`, put / best('raw state.set'), name === 'embedded' ? 'the pipeline dominates' : 'a fraction of raw Redis')
      if (name === 'embedded') {
        ratio('embedded kv-put / 20,000', put / 20_000, '>= 1 (bounded by the paid no-op above on a loaded machine)')
        ratio('embedded kv-get / 20,000', get / 20_000, '>= 1')
      }
    } catch (error) {
      console.log(`  ${name}: skipped (${(error as Error).message})`)
    } finally {
      if (name === 'redis') await removeAll(state).catch(() => {})
      await state.close()
    }
  }
}

/** Deletes every key of a (namespaced) state, so runs leave nothing behind in a shared Redis. */
async function removeAll(state: StateStore): Promise<void> {
  let cursor: string | null | undefined
  do {
    const page = await state.scan('', { ...(cursor ? { cursor } : {}), limit: 1000 })
    await Promise.all(page.keys.map((key) => state.delete(key)))
    cursor = page.cursor
  } while (cursor)
}
