import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, createRedisState, type StateStore } from '@svc/core'
import { createTestApp, createTestPaymentGate } from '@svc/core/testing'
import { agentInfraPlugin } from '@svc/plugin-agent-infra'
import { ratio, throughput } from './measure.ts'

/**
 * store.kv-put / kv-get through the whole pipeline (validation, paid caller, wallet scoping),
 * next to raw state writes and reads on the same backend in the same run.
 */
export async function benchStore(durationMs: number): Promise<void> {
  console.log(`\nstore: kv put/get, ${durationMs} ms per measure, 16 in flight`)
  const backends: Array<[string, () => StateStore]> = [
    ['embedded', () => createEmbeddedState({ dir: mkdtempSync(join(tmpdir(), 'svc-bench-store-')) })],
    ['redis', () => createRedisState({ url: process.env.SVC_REDIS_URL ?? 'redis://127.0.0.1:6379', prefix: `svc-bench-${process.pid}:` })],
  ]
  for (const [name, open] of backends) {
    const state = open()
    try {
      const app = createTestApp({ plugins: [agentInfraPlugin], state, gate: createTestPaymentGate() })
      const headers = { 'x-test-payer': '0x00000000000000000000000000000000000b3e7c' }
      let i = 0
      const rawPut = await throughput(`${name}: raw state.set`, durationMs, 16, () => state.set(`raw:${i++ % 5000}`, { v: i }))
      const put = await throughput(`${name}: POST /api/store/kv-put`, durationMs, 16, () => app.request('/api/store/kv-put', { method: 'POST', json: { key: `k${i++ % 5000}`, value: { v: i } }, headers }))
      const get = await throughput(`${name}: POST /api/store/kv-get`, durationMs, 16, () => app.request('/api/store/kv-get', { method: 'POST', json: { key: `k${i++ % 5000}` }, headers }))
      ratio(`${name} kv-put / raw set`, put / rawPut, name === 'embedded' ? 'kv-put and kv-get >= 20,000/s' : 'a fraction of raw Redis')
      if (name === 'embedded') ratio('embedded kv-get / 20,000', get / 20_000, '>= 1')
    } catch (error) {
      console.log(`  ${name}: skipped (${(error as Error).message})`)
    } finally {
      await state.close()
    }
  }
}
