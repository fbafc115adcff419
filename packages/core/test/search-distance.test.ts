import { describe, expect, it } from 'vitest'
import { cappedDistance, prefixDistances } from '../src/search/distance.ts'
import { editDistance } from './_edit-distance.ts'

/** Words of a small alphabet, so that swaps, repeats and near misses are frequent. */
function randomWords(count: number, seed: number): string[] {
  let state = seed
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648
  return Array.from({ length: count }, () => Array.from({ length: Math.floor(next() * 12) }, () => 'abcde'[Math.floor(next() * 5)]).join(''))
}

describe('capped edit distance', () => {
  const list = randomWords(160, 7)

  it('is min(editDistance, cap) for every pair and cap', () => {
    for (const a of list) for (const b of list) for (const cap of [1, 2, 3]) expect(cappedDistance(a, b, cap)).toBe(Math.min(editDistance(a, b), cap))
  })

  it('gives every prefix of the second word in one table', () => {
    for (const a of list.slice(0, 60)) {
      for (const b of list) {
        const row = [...prefixDistances(a, b, b.length, 3).subarray(0, b.length + 1)]
        expect(row).toEqual(Array.from({ length: b.length + 1 }, (_, j) => Math.min(editDistance(a, b.slice(0, j)), 3)))
      }
    }
  })

  it('reads a swap of two letters side by side as one edit', () => {
    expect(cappedDistance('wether', 'whether', 3)).toBe(1)
    expect(cappedDistance('pirce', 'price', 3)).toBe(1)
    expect(cappedDistance('terremtos', 'terremotos', 3)).toBe(1)
  })
})
