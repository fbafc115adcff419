import { describe, expect, it } from 'vitest'
import { INLINE_MAX_NODES, typesPool } from '../src/utils/types-pool.ts'
import emitTypes from '../src/utils/types-worker.ts'
import { ok, rejects } from './_app.ts'

/** `count` records under distinct keys, each holding an object under the same member name `x` with its own member. */
function manyNamesakes(count: number) {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`a${i}`, { x: { [`k${i}`]: i } }]))
}

describe('dev.json-to-typescript and json-to-zod on large samples', () => {
  it('infers samples over the inline bound on a worker thread, with the same answer as inline', async () => {
    const sample = { customers: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `c${i}`, email: i % 3 ? `c${i}@example.com` : null, address: { city: 'Dayton', ...(i % 2 ? { unit: `#${i}` } : {}) } })) }
    const nodes = 1 + 1 + 2000 * 7
    expect(nodes).toBeGreaterThan(INLINE_MAX_NODES)
    const typescript = await ok('json-to-typescript', { sample })
    expect(typescript.code).toBe(emitTypes({ kind: 'typescript', sample, nodes, options: { rootName: 'Root', declaration: 'interface', readonly: false } }).code)
    expect(typescript.names).toStrictEqual(['Root', 'Customer', 'Address'])
    const zod = await ok('json-to-zod', { sample, strict: true })
    expect(zod.code).toBe(emitTypes({ kind: 'zod', sample, nodes, options: { rootName: 'Root', strict: true, types: true } }).code)
  }, 60_000)

  it('names thousands of different objects under one member name in order (X, X2, ... X6000)', async () => {
    const { names } = await ok('json-to-typescript', { sample: manyNamesakes(6000) })
    const xs = names.filter((name: string) => /^X\d*$/.test(name))
    expect(xs).toHaveLength(6000)
    expect(xs.slice(0, 3)).toStrictEqual(['X', 'X2', 'X3'])
    expect(xs.at(-1)).toBe('X6000')
    expect(new Set(names).size).toBe(names.length)
  }, 60_000)

  it('stops inference past the time limit with a 400 naming sample (the thread is stopped)', async () => {
    const limit = typesPool.limits.timeLimitMs
    typesPool.limits.timeLimitMs = 1
    try {
      expect((await rejects('json-to-zod', { sample: manyNamesakes(6000) }, 'sample')).reason).toBe('too_slow')
    } finally {
      typesPool.limits.timeLimitMs = limit
    }
    expect((await ok('json-to-typescript', { sample: manyNamesakes(2) })).names).toContain('X2')
  }, 60_000)
})
