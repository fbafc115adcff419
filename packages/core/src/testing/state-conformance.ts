import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keyCursor, redisCursor } from '../state/_cursor.ts'
import type { StateStore } from '../state/types.ts'
import { batchSuite } from './batch-conformance.ts'
import { meterSuite } from './meter-conformance.ts'

export interface StateSuiteOptions {
  /**
   * Lets `ms` pass for the backend: advance the clock the backend was opened with (embedded, `now`),
   * or really wait (Redis keeps time on its server). Default: a real wait.
   */
  elapse?: (ms: number) => Promise<void> | void
}

// Redis expires keys on its own clock, which a test cannot move: checking that its backend forgets
// expired keys (in get, scan, compare-and-set...) takes a short real wait. Embedded backends pass `elapse`.
const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A clock to open a backend with and advance by hand, so TTL tests do not sleep. */
export function manualClock(start = Date.now()): { now: () => number; elapse: (ms: number) => void } {
  let time = start
  return { now: () => time, elapse: (ms) => void (time += ms) }
}

/** One suite for every state backend: both must behave the same. */
export function testStateBackend(name: string, open: () => Promise<StateStore> | StateStore, options: StateSuiteOptions = {}): void {
  const elapse = options.elapse ?? realWait
  describe(`state backend: ${name}`, () => {
    let state: StateStore
    const ns = `conf-${Date.now()}-${Math.random().toString(36).slice(2)}:`
    beforeAll(async () => {
      state = await open()
    })
    afterAll(async () => {
      await state.close()
    })

    it('stores and reads JSON values, and deletes them', async () => {
      await state.set(`${ns}a`, { n: 1, list: [1, 'x'], nested: { ok: true } })
      expect(await state.get(`${ns}a`)).toEqual({ n: 1, list: [1, 'x'], nested: { ok: true } })
      expect(await state.get(`${ns}missing`)).toBeUndefined()
      expect(await state.delete(`${ns}a`)).toBe(true)
      expect(await state.delete(`${ns}a`)).toBe(false)
      expect(await state.get(`${ns}a`)).toBeUndefined()
    })

    it('expires keys after their TTL and reports the remaining TTL', async () => {
      await state.set(`${ns}ttl`, 'v', { ttlMs: 150 })
      const remaining = await state.ttl(`${ns}ttl`)
      expect(remaining).toBeGreaterThan(0)
      expect(remaining).toBeLessThanOrEqual(150)
      await state.set(`${ns}forever`, 'v')
      expect(await state.ttl(`${ns}forever`)).toBeUndefined()
      await elapse(250)
      expect(await state.get(`${ns}ttl`)).toBeUndefined()
      expect(await state.ttl(`${ns}ttl`)).toBeUndefined()
    })

    it('sets if absent atomically: of 50 concurrent attempts exactly one wins', async () => {
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => state.setIfAbsent(`${ns}once`, i, { ttlMs: 10_000 })))
      expect(results.filter(Boolean)).toHaveLength(1)
      const winner = results.indexOf(true)
      expect(await state.get(`${ns}once`)).toBe(winner)
    })

    it('increments atomically and sets the TTL only on creation', async () => {
      const values = await Promise.all(Array.from({ length: 100 }, () => state.increment(`${ns}count`, 1, { ttlMs: 60_000 })))
      expect(new Set(values).size).toBe(100)
      expect(Math.max(...values)).toBe(100)
      expect(await state.get(`${ns}count`)).toBe(100)
      expect(await state.increment(`${ns}count`, -30)).toBe(70)
      const ttl = await state.ttl(`${ns}count`)
      expect(ttl).toBeGreaterThan(50_000)
    })

    it('deletes only when the value matches', async () => {
      await state.set(`${ns}lock`, { token: 'a' })
      expect(await state.deleteIfEquals(`${ns}lock`, { token: 'b' })).toBe(false)
      expect(await state.get(`${ns}lock`)).toEqual({ token: 'a' })
      expect(await state.deleteIfEquals(`${ns}lock`, { token: 'a' })).toBe(true)
      expect(await state.get(`${ns}lock`)).toBeUndefined()
    })

    it('compares and sets atomically, with the new TTL: of 50 concurrent swaps from one value exactly one wins', async () => {
      await state.set(`${ns}cas`, { holder: 0 })
      expect(await state.compareAndSet(`${ns}cas`, { holder: 9 }, { holder: 1 })).toBe(false)
      expect(await state.compareAndSet(`${ns}missing`, { holder: 0 }, { holder: 1 })).toBe(false)
      expect(await state.get(`${ns}missing`)).toBeUndefined()
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => state.compareAndSet(`${ns}cas`, { holder: 0 }, { holder: i + 1 }, { ttlMs: 150 })))
      expect(results.filter(Boolean)).toHaveLength(1)
      expect(await state.get(`${ns}cas`)).toEqual({ holder: results.indexOf(true) + 1 })
      expect(await state.ttl(`${ns}cas`)).toBeGreaterThan(0)
      await elapse(250)
      expect(await state.get(`${ns}cas`)).toBeUndefined()
      // Without a TTL the key stops expiring.
      await state.set(`${ns}cas2`, 'a', { ttlMs: 100 })
      expect(await state.compareAndSet(`${ns}cas2`, 'a', 'b')).toBe(true)
      await elapse(150)
      expect(await state.get(`${ns}cas2`)).toBe('b')
    })

    it('scans a prefix completely across pages, and nothing outside it', async () => {
      const keys = Array.from({ length: 120 }, (_, i) => `${ns}scan:${String(i).padStart(3, '0')}`)
      await Promise.all(keys.map((key) => state.set(key, 1)))
      await state.set(`${ns}scanx`, 1)
      await state.set(`${ns}other:1`, 1)
      const seen = new Set<string>()
      let cursor: string | null | undefined
      let pages = 0
      do {
        const page = await state.scan(`${ns}scan:`, { limit: 25, ...(cursor ? { cursor } : {}) })
        page.keys.forEach((key) => seen.add(key))
        cursor = page.cursor
        pages++
      } while (cursor && pages < 1000)
      expect([...seen].sort()).toEqual(keys)
    })

    it('scans past expired keys: every key alive throughout is listed, no expired one', async () => {
      const keys = Array.from({ length: 30 }, (_, i) => `${ns}mixed:${String(i).padStart(2, '0')}`)
      await Promise.all(keys.map((key, i) => state.set(key, i, i % 3 === 0 ? { ttlMs: 100 } : undefined)))
      await elapse(200)
      // Pages of 4 over a run where every third key has expired; one key is deleted mid-scan
      // (a backend may list it or not: Redis' SCAN does not say).
      const first = await state.scan(`${ns}mixed:`, { limit: 4 })
      await state.delete(keys[20]!)
      const listed = new Set([...first.keys, ...await collectFrom(state, `${ns}mixed:`, first.cursor)])
      listed.delete(keys[20]!)
      expect([...listed].sort()).toEqual(keys.filter((_, i) => i % 3 !== 0 && i !== 20))
    })

    it('refuses a cursor it did not issue for this prefix with the 400 naming `cursor`, never a 5xx', async () => {
      await Promise.all(['1', '2', '3'].map((k) => state.set(`${ns}cur:${k}`, 1)))
      await Promise.all(['1', '2', '3'].map((k) => state.set(`${ns}other-cur:${k}`, 1)))
      const other = `${ns}other-cur:`
      const issued = (await state.scan(other, { limit: 1 })).cursor
      expect(issued).not.toBeNull()
      for (const cursor of ['abc', 'e.x.y', 'r..12', '-1', issued!, `${issued}.x`, redisCursor(other, '17')]) {
        await expect(state.scan(`${ns}cur:`, { cursor }), cursor).rejects.toMatchObject({ status: 400, code: 'INVALID_INPUT', details: { field: 'cursor' } })
      }
    })

    it('resumes from a cursor another host issued (one moved between backends, or of an earlier version): every key after it is listed', async () => {
      const keys = Array.from({ length: 12 }, (_, i) => `${ns}moved:${String(i).padStart(2, '0')}`)
      await Promise.all(keys.map((key) => state.set(key, 1)))
      const prefix = `${ns}moved:`
      // A key cursor resumes after its key; a SCAN cursor (Redis before its key directory) restarts the walk.
      const afterKey = await collectFrom(state, prefix, keyCursor(prefix, keys[4]!))
      expect(afterKey).toEqual(keys.slice(5))
      expect((await collectFrom(state, prefix, redisCursor(prefix, '17'))).sort()).toEqual(keys)
    })

    it('lists the keys of a prefix in order, page after page', async () => {
      const keys = Array.from({ length: 40 }, (_, i) => `${ns}ordered:${String(i * 7919 % 40).padStart(2, '0')}`)
      for (const key of keys) await state.set(key, 1)
      const pages: string[][] = []
      let cursor: string | null | undefined
      do {
        const page = await state.scan(`${ns}ordered:`, { limit: 7, ...(cursor ? { cursor } : {}) })
        pages.push(page.keys)
        cursor = page.cursor
      } while (cursor)
      expect(pages.flat()).toEqual([...keys].sort())
      expect(pages.slice(0, -1).every((page) => page.length === 7)).toBe(true)
    })

    it('treats glob characters in a prefix literally', async () => {
      await state.set(`${ns}g*[x]?:1`, 1)
      await state.set(`${ns}gZZ:1`, 1)
      const page = await collect(state, `${ns}g*[x]?:`)
      expect(page).toEqual([`${ns}g*[x]?:1`])
    })

    it('keeps sorted indexes: members by score, moved on re-add, read up to a score', async () => {
      const index = `${ns}due`
      expect(await state.indexRange(index, Number.MAX_SAFE_INTEGER)).toEqual([])
      await state.indexAdd(index, 'c', 30)
      await state.indexAdd(index, 'a', 10)
      await state.indexAdd(index, 'b', 20)
      await state.indexAdd(index, 'tie', 20)
      await state.indexAdd(index, 'late', 1_800_000_000_000)
      expect(await state.indexRange(index, 20)).toEqual([{ member: 'a', score: 10 }, { member: 'b', score: 20 }, { member: 'tie', score: 20 }])
      expect((await state.indexRange(index, 1e15, 2)).map((item) => item.member)).toEqual(['a', 'b'])
      await state.indexAdd(index, 'a', 25)
      expect((await state.indexRange(index, 25)).map((item) => item.member)).toEqual(['b', 'tie', 'a'])
      expect(await state.indexRemove(index, 'b')).toBe(true)
      expect(await state.indexRemove(index, 'b')).toBe(false)
      expect(await state.indexRange(index, 1e15)).toEqual([
        { member: 'tie', score: 20 }, { member: 'a', score: 25 }, { member: 'c', score: 30 }, { member: 'late', score: 1_800_000_000_000 },
      ])
      expect(await state.indexRange(index, 5)).toEqual([])
      await expect(state.indexAdd(index, 'x', Number.NaN)).rejects.toThrow()
      for (const member of ['tie', 'a', 'c', 'late']) expect(await state.indexRemove(index, member)).toBe(true)
      expect(await state.indexRange(index, 1e15)).toEqual([])
    })

    it('reads a sorted index in reverse: highest score first (ties by member, last first), up to a score and a limit', async () => {
      const index = `${ns}reverse`
      expect(await state.indexRange(index, Number.POSITIVE_INFINITY, 5, { reverse: true })).toEqual([])
      for (const [member, score] of [['c', 30], ['a', 10], ['b', 20], ['tie', 20], ['neg', -5]] as const) await state.indexAdd(index, member, score)
      const members = async (maxScore: number, limit?: number) => (await state.indexRange(index, maxScore, limit, { reverse: true })).map((item) => item.member)
      expect(await state.indexRange(index, Number.POSITIVE_INFINITY, 2, { reverse: true })).toEqual([{ member: 'c', score: 30 }, { member: 'tie', score: 20 }])
      expect(await members(Number.POSITIVE_INFINITY)).toEqual(['c', 'tie', 'b', 'a', 'neg'])
      expect(await members(20)).toEqual(['tie', 'b', 'a', 'neg'])
      expect(await members(19.5, 2)).toEqual(['a', 'neg'])
      expect(await members(-6)).toEqual([])
      // The same order as the default read, reversed; `reverse: false` is the default read.
      expect((await state.indexRange(index, 25, 100, { reverse: false })).map((item) => item.member)).toEqual(['neg', 'a', 'b', 'tie'])
      await state.indexAdd(index, 'a', 40)
      expect(await members(Number.POSITIVE_INFINITY, 1)).toEqual(['a'])
      for (const member of ['c', 'a', 'b', 'tie', 'neg']) await state.indexRemove(index, member)
    })

    it('keeps sorted indexes apart from keys: a key and an index may share a name, and scan lists no index', async () => {
      await state.set(`${ns}shared`, 'value')
      await state.indexAdd(`${ns}shared`, 'm', 1)
      await state.indexAdd(`${ns}only-index`, 'm', 1)
      expect(await state.get(`${ns}shared`)).toBe('value')
      expect(await collect(state, `${ns}`)).not.toContain(`${ns}only-index`)
      expect(await state.delete(`${ns}shared`)).toBe(true)
      expect(await state.indexRange(`${ns}shared`, 1)).toEqual([{ member: 'm', score: 1 }])
      await state.indexRemove(`${ns}shared`, 'm')
      await state.indexRemove(`${ns}only-index`, 'm')
    })

    it('rejects values that are not JSON and invalid TTLs', async () => {
      await expect(state.set(`${ns}bad`, undefined)).rejects.toThrow()
      await expect(state.set(`${ns}bad`, 1, { ttlMs: -5 })).rejects.toThrow()
    })

    meterSuite(() => state, ns, elapse)
    batchSuite(() => state, ns, elapse)
  })
}

async function collect(state: StateStore, prefix: string): Promise<string[]> {
  return (await collectFrom(state, prefix, undefined)).sort()
}

/** Every key of a prefix from a cursor on (undefined: from the start; null: a finished scan). */
async function collectFrom(state: StateStore, prefix: string, from: string | null | undefined): Promise<string[]> {
  const keys: string[] = []
  let cursor = from
  if (cursor === null) return keys
  do {
    const page = await state.scan(prefix, cursor ? { cursor } : {})
    keys.push(...page.keys)
    cursor = page.cursor
  } while (cursor)
  return keys
}
