import { createEmbeddedState, type StateStore } from '@svc/core'
import { createRedisState } from '@svc/state-redis'
import { createTestApp, createTestPaymentGate } from '@svc/core/testing'
import { agentInfraPlugin } from '@svc/plugin-agent-infra'
import { ratio } from './measure.ts'
import { dropRedisNamespaces } from './store.ts'

const PAYER = { 'x-test-payer': '0x00000000000000000000000000000000000b3e7e' }
const ITEMS = 10_000

/** Mean ms per call of `count` sequential calls, each answering `status`. */
async function msPerCall(call: (i: number) => Promise<Response>, count: number, status: number): Promise<number> {
  const started = performance.now()
  for (let i = 0; i < count; i++) {
    const response = await call(i)
    if (response.status !== status) throw new Error(`answered ${response.status}, not ${status}`)
    await response.body?.cancel()
  }
  return (performance.now() - started) / count
}

/**
 * A wallet at its quota of 10,000 items: a refused write should cost what an accepted overwrite
 * costs (the meter's counters are read), not a recount of the wallet (about 0.8-3.6 s on Redis and
 * 70-100 ms embedded before meters). In process, on each backend.
 */
export async function benchQuota(): Promise<void> {
  console.log(`\nstore: a write refused by the quota vs an accepted overwrite, one wallet at its ${ITEMS.toLocaleString('en')}-item quota`)
  const url = process.env.SVC_REDIS_URL ?? 'redis://127.0.0.1:6379'
  const prefix = `svc-bench-quota-${process.pid}:`
  const backends: Array<[string, () => StateStore]> = [['embedded', () => createEmbeddedState()], ['redis', () => createRedisState({ url, prefix })]]
  for (const [name, open] of backends) {
    const svc = createTestApp({ plugins: [agentInfraPlugin], state: open(), gate: createTestPaymentGate(), config: { settings: { store: { maxItems: ITEMS } } } })
    const put = (key: string) => svc.request('/api/store/kv-put', { json: { key, value: { v: 1 } }, headers: PAYER })
    try {
      for (let first = 0; first < ITEMS; first += 50) {
        const calls = Array.from({ length: 50 }, (_, j) => ({ endpoint: 'store.kv-put', params: { key: `k${first + j}`, value: { v: 1 } } }))
        const written = await svc.request('/api/batch/run', { json: { calls }, headers: PAYER })
        if (written.status !== 200) throw new Error(`filling the wallet answered ${written.status}`)
      }
      const accepted = await msPerCall((i) => put(`k${i}`), 200, 200)
      const refused = await msPerCall((i) => put(`over${i}`), 200, 403)
      console.log(`  ${name}: accepted overwrite ${accepted.toFixed(2)} ms, refused write ${refused.toFixed(2)} ms`)
      ratio(`${name} refused write / accepted overwrite at ${ITEMS.toLocaleString('en')} items`, refused / accepted, '<= 2: a refusal reads counters, it does not recount')
    } catch (error) {
      console.log(`  ${name}: skipped (${(error as Error).message})`)
    } finally {
      await svc.close()
      if (name === 'redis') await dropRedisNamespaces(url, [prefix]).catch(() => {})
    }
  }
}
