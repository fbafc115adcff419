import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState } from '@svc/core'
import { createTestApp, createTestPaymentGate, seededRandom } from '@svc/core/testing'
import { agentInfraPlugin } from '@svc/plugin-agent-infra'
import { percentiles, ratio } from './measure.ts'

const DIMENSION = 384

/** A deterministic pseudo-random vector, so runs compare. */
function vector(seed: number): number[] {
  const next = seededRandom(seed)
  return Array.from({ length: DIMENSION }, () => next() - 0.5)
}

/** store.vector-query top-10 latency at 10k and 100k vectors of dimension 384 (embedded), next to a plain JS sort of the same scores. */
export async function benchVectors(sizes: number[], queries: number): Promise<void> {
  console.log(`\nvectors: top-10 cosine over ${DIMENSION} dimensions, ${queries} queries per size`)
  const state = createEmbeddedState({ dir: mkdtempSync(join(tmpdir(), 'svc-bench-vec-')) })
  const app = createTestApp({ plugins: [agentInfraPlugin], state, gate: createTestPaymentGate(), config: { settings: { store: { maxItems: 1_000_000, maxBytes: 1024 ** 3 } } } })
  const headers = { 'x-test-payer': '0x00000000000000000000000000000000000ec705' }
  let inserted = 0
  for (const size of sizes) {
    while (inserted < size) {
      const vectors = Array.from({ length: 100 }, (_, i) => ({ id: `v${inserted + i}`, values: vector(inserted + i) }))
      const response = await app.request('/api/store/vector-upsert', { method: 'POST', json: { collection: 'bench', vectors }, headers })
      if (response.status !== 200) throw new Error(`upsert answered ${response.status}`)
      inserted += 100
    }
    const query = (i: number) => app.request('/api/store/vector-query', { method: 'POST', json: { collection: 'bench', vector: vector(10_000_000 + i), topK: 10 }, headers })
    await query(0) // builds the in-memory index once
    const samples: number[] = []
    for (let i = 0; i < queries; i++) {
      const started = performance.now()
      await query(i)
      samples.push(performance.now() - started)
    }
    const { p50, p99 } = percentiles(samples)
    console.log(`  ${String(size).padStart(7)} vectors: p50 ${p50.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms`)
    if (size >= 100_000) ratio('p50 at 100k / 50 ms', p50 / 50, '< 1')
  }
  await state.close()
}
