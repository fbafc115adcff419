import { seededRandom } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { dotKernel, dotScratch, strideOf } from '../src/store/_dot-kernel.ts'
import { topK, type ScoredRows } from '../src/store/_top-k.ts'


/** The same rows twice: in the SIMD kernel's memory, and in a plain array scored by the JS loop only. */
function rowsOf(vectors: number[][], dimension: number): { simd: ScoredRows; plain: ScoredRows } {
  const stride = strideOf(dimension)
  const scratch = dotScratch(vectors.length, stride)
  const plainValues = new Float32Array(vectors.length * stride)
  const norms = new Float32Array(vectors.length)
  vectors.forEach((row, i) => {
    row.forEach((x, d) => {
      plainValues[i * stride + d] = x
      if (scratch) scratch.rows[i * stride + d] = x
    })
    norms[i] = Math.sqrt(row.reduce((sum, x) => sum + x * x, 0))
  })
  const base = { count: vectors.length, dimension, stride, norms }
  return { simd: { ...base, values: scratch?.rows ?? plainValues, scratch }, plain: { ...base, values: plainValues, scratch: undefined } }
}

describe('vector top-k with the SIMD kernel', () => {
  it('is available on this Node', () => {
    expect(dotKernel).toBeDefined()
  })

  it('answers exactly what the exact scan answers: ties, near-ties, zero vectors, filters, odd dimensions', () => {
    const next = seededRandom(7)
    for (const dimension of [1, 13, 24, 384]) {
      const centre = Array.from({ length: dimension }, () => next() - 0.5)
      const vectors = Array.from({ length: 700 }, (_, n) => {
        if (n % 50 === 0) return new Array<number>(dimension).fill(0)
        if (n % 7 === 0) return [...centre] // exact duplicates: equal scores
        if (n % 3 === 0) return centre.map((x) => x + (next() - 0.5) * 1e-6) // near-ties
        return Array.from({ length: dimension }, () => (next() - 0.5) * 10 ** Math.floor(next() * 4 - 2))
      })
      const { simd, plain } = rowsOf(vectors, dimension)
      for (let q = 0; q < 6; q++) {
        const query = new Float32Array(simd.stride)
        query.set(q % 2 ? centre : Array.from({ length: dimension }, () => next() - 0.5))
        for (const cosine of [true, false]) {
          for (const accept of [undefined, (i: number) => i % 4 !== 1]) {
            const options = { query, topK: 10, cosine, ...(accept ? { accept } : {}) }
            expect(topK(simd, options)).toEqual(topK(plain, options))
          }
        }
      }
    }
  })
})
