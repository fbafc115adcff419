import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createRedisState } from '@svc/state-redis'
import { redisKeysOf } from '../../state-redis/test/_run-keys.ts'
import { createAnswerStore } from '../src/payments/answers.ts'
import { UNAPPLIED_PAGE } from '../src/payments/unapplied-tally.ts'
import { createEmbeddedState } from '../src/state/index.ts'
import type { IndexRangeOptions, StateStore } from '../src/state/types.ts'
import { describeWith, testRedisUrl } from '../src/testing/services.ts'

/*
 * The operator's figures of paid calls whose writes were not applied are counters kept in the same
 * atomic steps that move the calls: read with a couple of reads whatever the number waiting, the
 * same on every host sharing the state and after a restart, and a call nobody retried leaves the
 * count when its record expires by its retention.
 */

const settled = { settlement: { status: 'settled' as const, network: 'test', payer: '0xpayer', amount: '1000' }, headers: {} }
const withRedis = (await describeWith('redis')) !== describe.skip
const run = `svc-unapplied-tally-${process.pid}-${Date.now()}`
const folder = mkdtempSync(join(tmpdir(), 'unapplied-tally-'))
const opened: StateStore[] = []
const open = (state: StateStore) => (opened.push(state), state)
let disks = 0
let prefixes = 0
/** A way to open a state, and another host's (or the same host's after a restart) view of the same one. */
type Backend = () => { open(): StateStore }
const backends: Array<[string, Backend]> = [
  ['disk', () => {
    const dir = join(folder, String(++disks))
    return { open: () => open(createEmbeddedState({ dir })) }
  }],
  ...(withRedis ? [['redis', () => {
    const prefix = `${run}-${++prefixes}:`
    return { open: () => open(createRedisState({ url: testRedisUrl(), prefix })) }
  }] as [string, Backend]] : []),
]
afterAll(async () => {
  await Promise.all(opened.map((state) => state.close().catch(() => {})))
  rmSync(folder, { recursive: true, force: true })
  if (!withRedis) return
  await redisKeysOf(run, true)
  expect(await redisKeysOf(run, false)).toEqual([])
})

/** A paid call under `key` whose writes were not applied (its record moved in one atomic step, as a settlement does). */
async function leaveUnapplied(state: StateStore, answers: ReturnType<typeof createAnswerStore>, key: string): Promise<void> {
  const claim = await answers.claim(key, 'op:1000')
  if (claim.kind !== 'new') throw new Error(`the identifier was not claimed: ${claim.kind}`)
  const closing = await answers.closing(key, { state: 'unapplied', paid: settled, leaseUntil: 0 })
  expect(await state.applyBatch(closing.guards, closing.writes)).toBe(true)
}

/** Its retry runs it again and its writes apply: the record is done. */
async function applyRerun(state: StateStore, answers: ReturnType<typeof createAnswerStore>, key: string): Promise<void> {
  const rerun = await answers.claim(key, 'op:1000')
  if (rerun.kind !== 'unapplied') throw new Error(`the unapplied call was not taken: ${rerun.kind}`)
  const closing = await answers.closing(key, { state: 'done' }, rerun.owner)
  expect(await state.applyBatch(closing.guards, closing.writes)).toBe(true)
}

/**
 * What the version before s14 also wrote for a call left unapplied under `key`: its marker with size 1, and a
 * second index of the same calls scored minus when (read for the newest first).
 */
async function asPreviousVersion(state: StateStore, key: string): Promise<number> {
  const since = (await state.indexRange('pay:unapplied', Number.POSITIVE_INFINITY, 1000)).find((entry) => entry.member === key)!.score
  expect(await state.applyBatch([], [
    { op: 'meteredSet', meter: 'pay:unapplied-calls', key: `pay:unapplied-call:${key}`, value: since, size: 1, options: { ttlMs: 3_600_000 } },
    { op: 'indexAdd', index: 'pay:unapplied:newest', member: key, score: -since },
  ])).toBe(true)
  return since
}

/** The state's reads of sorted indexes, with the number of members each asked for. */
function countingIndexReads(state: StateStore): { state: StateStore; limits: number[] } {
  const limits: number[] = []
  const counted = new Proxy(state, {
    get(target, name) {
      const value = Reflect.get(target, name, target)
      if (name !== 'indexRange') return typeof value === 'function' ? value.bind(target) : value
      return (index: string, maxScore: number, limit = 100, options?: IndexRangeOptions) => (limits.push(limit), value.call(target, index, maxScore, limit, options))
    },
  })
  return { state: counted, limits }
}

describe.each(backends)('the figures of paid calls whose writes were not applied (%s state)', (_name, backend) => {
  it('are counters kept with the moves: the same on another host (or after a restart), the page bounded and newest first, nothing walked', async () => {
    const shared = backend()
    const first = shared.open()
    const answers = createAnswerStore(first, 3_600_000)
    const waiting = UNAPPLIED_PAGE + 5
    for (let n = 0; n < waiting; n++) {
      await leaveUnapplied(first, answers, `id:${n}`)
      // Apart in time, so the page's order is theirs.
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    await applyRerun(first, answers, 'id:0')
    if (first.backend === 'embedded') await first.close()
    // Another host on the same Redis, or this host restarted on its folder.
    const { state: second, limits } = countingIndexReads(shared.open())
    const seen = createAnswerStore(second, 3_600_000)
    expect(await seen.unapplied.figures()).toEqual({ count: waiting - 1, total: waiting })
    // The figures the metrics read take no index at all.
    expect(limits).toEqual([])
    const listing = await seen.unapplied.listing()
    expect(listing).toMatchObject({ count: waiting - 1, total: waiting })
    expect(listing.recent).toHaveLength(UNAPPLIED_PAGE)
    expect(listing.recent.every((entry) => entry.retry === 'identifier')).toBe(true)
    const since = listing.recent.map((entry) => entry.since)
    expect(since).toEqual([...since].sort((a, b) => b - a))
    expect(listing.oldestAt).toBeLessThan(since.at(-1)!)
    expect(Math.max(...limits)).toBeLessThanOrEqual(100)
    // Run again and applied from there: counted off where it was counted.
    await applyRerun(second, seen, 'id:1')
    expect(await createAnswerStore(second, 3_600_000).unapplied.figures()).toEqual({ count: waiting - 2, total: waiting })
  })

  it('let a call nobody retried leave the count when its record expires by its retention, the total kept', async () => {
    const state = backend().open()
    // Unapplied calls kept 400 ms here.
    const answers = createAnswerStore(state, 3_600_000, Date.now, undefined, 400)
    await leaveUnapplied(state, answers, 'id:expiring')
    expect(await answers.unapplied.figures()).toEqual({ count: 1, total: 1 })
    // Taken over (its lease renewed) it still expires when its retention from then ends.
    const taken = await answers.claim('id:expiring', 'op:1000')
    expect(taken.kind).toBe('unapplied')
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(await answers.read('id:expiring')).toBeUndefined()
    expect(await answers.unapplied.figures()).toEqual({ count: 0, total: 1 })
    expect(await answers.unapplied.listing()).toEqual({ count: 0, total: 1, oldestAt: null, recent: [] })
  })

  it('list and count off the calls the version before s14 left (two indexes, markers of size 1), and empty its second index', async () => {
    const state = backend().open()
    const answers = createAnswerStore(state, 3_600_000)
    const since: number[] = []
    for (const key of ['id:old-1', 'id:old-2']) {
      await leaveUnapplied(state, answers, key)
      since.push(await asPreviousVersion(state, key))
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    await leaveUnapplied(state, answers, 'id:new')
    expect(await state.meterUsage('pay:unapplied-calls')).toMatchObject({ items: 3, bytes: 2 })
    // Run again and applied before any listing: its entry in the second index stays until a listing takes it off.
    await applyRerun(state, answers, 'id:old-1')
    const listing = await answers.unapplied.listing()
    expect(listing).toMatchObject({ count: 2, total: 3, oldestAt: since[1] })
    expect(listing.recent.map((entry) => entry.since)).toEqual([(await state.indexRange('pay:unapplied', Number.POSITIVE_INFINITY)).at(-1)!.score, since[1]])
    expect(await state.indexRange('pay:unapplied:newest', Number.POSITIVE_INFINITY)).toEqual([])
    for (const key of ['id:old-2', 'id:new']) await applyRerun(state, answers, key)
    expect(await answers.unapplied.listing()).toEqual({ count: 0, total: 3, oldestAt: null, recent: [] })
    expect(await state.meterUsage('pay:unapplied-calls')).toEqual({ items: 0, bytes: 0, byClass: {} })
    expect(await state.indexRange('pay:unapplied', Number.POSITIVE_INFINITY)).toEqual([])
  })
})
