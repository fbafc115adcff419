import { createTestPaymentGate, seededRandom, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { agentInfraPlugin } from '../src/index.ts'
import { callerOf, wallet } from './_infra.ts'

describe('vector query exactness', () => {
  const h = testHost({ plugins: [agentInfraPlugin], paid: true, hostPer: 'test', freshGate: createTestPaymentGate, config: { settings: { store: { maxItems: 10_000, maxBytes: 100_000_000 } } } })

  it('answers exactly the brute-force top-k by cosine and by dot product, on clustered and random data', async () => {
    const infra = { call: callerOf(h) }
    const me = wallet()
    const next = seededRandom(42)
    const dimension = 24
    // Half random, half near a few centres: ties and near-ties are where a two-pass search could slip.
    const centres = Array.from({ length: 4 }, () => Array.from({ length: dimension }, () => next() - 0.5))
    const vectors = Array.from({ length: 600 }, (_, n) => ({
      id: `v${n}`,
      values: n % 2 ? Array.from({ length: dimension }, () => next() - 0.5) : centres[n % 4]!.map((x) => x + (next() - 0.5) * 0.01),
    }))
    for (let start = 0; start < vectors.length; start += 100) {
      expect((await infra.call('store/vector-upsert', { collection: 'c', vectors: vectors.slice(start, start + 100) }, me)).status).toBe(200)
    }
    const norm = (v: number[]) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0))
    const dot = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0)
    for (let q = 0; q < 20; q++) {
      const query = q % 2 ? centres[q % 4]!.map((x) => x + (next() - 0.5) * 0.02) : Array.from({ length: dimension }, () => next() - 0.5)
      for (const metric of ['cosine', 'dot'] as const) {
        const score = (v: number[]) => (metric === 'dot' ? dot(v, query) : dot(v, query) / (norm(v) * norm(query)))
        const expected = vectors.map((v) => ({ id: v.id, score: score(v.values) })).sort((a, b) => b.score - a.score).slice(0, 10)
        const answer = await infra.call('store/vector-query', { collection: 'c', vector: query, topK: 10, metric }, me)
        const got = answer.body.data.matches as Array<{ id: string; score: number }>
        // Same scores in the same order (ids may swap only between equal float32 scores).
        expect(got.map((m) => m.score)).toEqual(expected.map((e) => Math.round(e.score * 1e6) / 1e6).map((s) => expect.closeTo(s, 5)))
        expect(new Set(got.map((m) => m.id)).size).toBe(10)
      }
    }
  })
})
