import { createEmbeddedState, createRedisState, type StateStore } from '@svc/core'
import { createTestApp, createTestPaymentGate } from '@svc/core/testing'
import { agentInfraPlugin } from '@svc/plugin-agent-infra'
const PAYER = { 'x-test-payer': '0x00000000000000000000000000000000000b3e7d' }
for (const [name, state] of [['embedded', createEmbeddedState()], ['redis', createRedisState({ url: 'redis://127.0.0.1:6379', prefix: `svc-tmpq-${process.pid}:` })]] as Array<[string, StateStore]>) {
  const svc = createTestApp({ plugins: [agentInfraPlugin], state, gate: createTestPaymentGate(), config: { settings: { store: { maxItems: 10_000 } } } })
  for (let first = 0; first < 10_000; first += 50) {
    const calls = Array.from({ length: 50 }, (_, j) => ({ endpoint: 'store.kv-put', params: { key: `k${first + j}`, value: { v: 1 } } }))
    const r = await svc.request('/api/batch/run', { json: { calls }, headers: PAYER })
    if (r.status !== 200) throw new Error(String(r.status) + await r.text())
  }
  const t0 = performance.now()
  for (let i = 0; i < 5; i++) { const r = await svc.request('/api/store/kv-put', { json: { key: `over${i}`, value: 1 }, headers: PAYER }); if (r.status !== 403) throw new Error(String(r.status)) }
  console.log(name, 'refused write ms', ((performance.now() - t0) / 5).toFixed(1))
  const t1 = performance.now()
  for (let i = 0; i < 50; i++) { const r = await svc.request('/api/store/kv-put', { json: { key: `k${i}`, value: { v: 2 } }, headers: PAYER }); if (r.status !== 200) throw new Error(String(r.status)) }
  console.log(name, 'accepted overwrite ms', ((performance.now() - t1) / 50).toFixed(2))
  await svc.close()
}
