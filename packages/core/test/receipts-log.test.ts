import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRedisState } from '@svc/state-redis'
import { afterAll, describe, expect, it } from 'vitest'
import { redisKeysOf } from '../../state-redis/test/_run-keys.ts'
import { createReceiptsLog } from '../src/account/receipts-log.ts'
import type { CallEvent } from '../src/observe/events.ts'
import { createEmbeddedState } from '../src/state/embedded.ts'
import type { StateStore } from '../src/state/types.ts'
import { describeWith, testRedisUrl } from '../src/testing/services.ts'

const DAY = 86_400_000
const start = Date.parse('2026-11-01T12:00:00Z')

/** The embedded state, counting document reads and refusing key scans (a read must never walk keys). */
function watchedState() {
  const state = createEmbeddedState()
  const reads: string[] = []
  const watched: StateStore = new Proxy(state, {
    get(target, name, receiver) {
      if (name === 'scan') return () => { throw new Error('receipts must be read without a key scan') }
      if (name === 'get') return (key: string) => { reads.push(key); return target.get(key) }
      return Reflect.get(target, name, receiver)
    },
  })
  return { state: watched, reads }
}

const paidCall = (payer: string, operation: string, at: number): CallEvent => ({
  operation, requestId: `r-${operation}-${at}`, status: 200, caller: 'paid', payer, paymentPresented: true, chargedMicros: 2500,
  settlement: { status: 'settled', network: 'eip155:8453', payer, amount: '2500', transaction: `0x${at.toString(16)}` },
  durationMs: 1, request: new Request('http://localhost/'), at,
})

describe('receipts log (account.receipts)', () => {
  it('reads a payer\'s receipts newest first through its index: only the days it needs, never a key scan, never another payer\'s', async () => {
    const { state, reads } = watchedState()
    let now = start
    const hostA = createReceiptsLog(state, { now: () => now, log: () => {} })
    const hostB = createReceiptsLog(state, { now: () => now, log: () => {} })
    for (let day = 0; day < 5; day++) {
      now = start + day * DAY
      hostA.observe(paidCall('0xAAA', `a.day${day}`, now))
      hostB.observe(paidCall('0xaaa', `b.day${day}`, now + 1))
      hostA.observe(paidCall('0xbbb', `other.day${day}`, now))
      await Promise.all([hostA.flush(), hostB.flush()])
    }
    reads.length = 0
    const newest = await hostA.read('0xAaA', 3)
    expect(newest.map((receipt) => receipt.operation)).toEqual(['b.day4', 'a.day4', 'b.day3'])
    // Days 4 and 3 (one document per host each), not the three older days.
    expect(reads).toHaveLength(4)
    const all = await hostB.read('0xaaa', 500)
    expect(all).toHaveLength(10)
    expect(all.every((receipt) => !receipt.operation.startsWith('other.'))).toBe(true)
    await Promise.all([hostA.close(), hostB.close()])
  })

  it('forgets documents past 90 days: their index entries go at the next read', async () => {
    const { state } = watchedState()
    let now = start
    const log = createReceiptsLog(state, { now: () => now, log: () => {} })
    log.observe(paidCall('0xccc', 'old.one', now))
    await log.flush()
    now = start + 100 * DAY
    log.observe(paidCall('0xccc', 'new.one', now))
    expect((await log.read('0xccc', 50)).map((receipt) => receipt.operation)).toEqual(['new.one'])
    expect(await state.indexRange('account:receipt-documents:0xccc', Number.POSITIVE_INFINITY)).toHaveLength(1)
    await log.close()
  })
})

describe('receipts log: a flush writes what it adds, not the payer\'s whole day', () => {
  it('rewrites at most 100 receipts before the new ones, keeps the newest 901 to 1000 of a day, and reads them newest first', async () => {
    const state = createEmbeddedState()
    const written: number[] = []
    const watched: StateStore = new Proxy(state, {
      get(target, name, receiver) {
        if (name === 'set') return (key: string, value: unknown[], options?: object) => { written.push(value.length); return target.set(key, value, options) }
        return Reflect.get(target, name, receiver)
      },
    })
    const log = createReceiptsLog(watched, { now: () => start, log: () => {} })
    for (let call = 0; call < 1050; call++) {
      log.observe(paidCall('0xddd', `call.${call}`, start + call))
      if (call % 10 === 9) await log.flush()
    }
    await log.flush()
    // 105 flushes of 10: no document write holds more than 100 receipts (the day's one document was rewritten whole, up to 1000).
    expect(Math.max(...written)).toBe(100)
    const kept = await log.read('0xddd', 2000)
    expect(kept).toHaveLength(950)
    expect(kept[0]!.operation).toBe('call.1049')
    expect(kept.at(-1)!.operation).toBe('call.100')
    // The documents of the day: the newest 10 (1 to 10), the first one gone from the index and the state.
    const documents = await state.indexRange('account:receipt-documents:0xddd', Number.POSITIVE_INFINITY)
    expect(documents).toHaveLength(10)
    expect(documents.some((document) => document.member.endsWith(':0'))).toBe(false)
    await log.close()
  })

  it('lists a document whose first write failed once it is written at the next flush', async () => {
    const state = createEmbeddedState()
    let failing = true
    const watched: StateStore = new Proxy(state, {
      get(target, name, receiver) {
        if (name === 'set') return (key: string, value: unknown, options?: object) => {
          if (failing) throw new Error('state unavailable')
          return target.set(key, value, options)
        }
        return Reflect.get(target, name, receiver)
      },
    })
    const log = createReceiptsLog(watched, { now: () => start, log: () => {} })
    log.observe(paidCall('0xeee', 'lost.call', start))
    await log.flush()
    failing = false
    log.observe(paidCall('0xeee', 'kept.call', start + 1))
    // The receipt whose write failed is written then too: a failed write loses none.
    expect((await log.read('0xeee', 10)).map((receipt) => receipt.operation)).toEqual(['kept.call', 'lost.call'])
    await log.close()
  })
})

/** A store for the suite below, and the same store reopened (another process on the same folder or the same Redis prefix). */
interface Backing {
  open(): StateStore
  close(state: StateStore): Promise<void>
}

function receiptsSuite(backing: () => Backing) {
  const operations = (receipts: { operation: string }[]) => receipts.map((receipt) => receipt.operation)
  const calls = (prefix: string, count: number, from: number) => Array.from({ length: count }, (_, n) => `${prefix}.${n}`).map((operation, n) => ({ operation, at: from + n * 1000 }))
  const newestFirst = (list: { operation: string; at: number }[]) => [...list].sort((a, b) => b.at - a.at).map((call) => call.operation)

  it('keeps the receipts of a document whose first write was stored but answered with an error (a Redis reply lost)', async () => {
    const { open, close } = backing()
    const state = open()
    let failNext = true
    const lossy: StateStore = new Proxy(state, {
      get(target, name, receiver) {
        if (name === 'set') return async (key: string, value: unknown, options?: object) => {
          await target.set(key, value, options)
          if (!failNext) return
          failNext = false
          throw new Error('connection lost before the answer')
        }
        return Reflect.get(target, name, receiver)
      },
    })
    const log = createReceiptsLog(lossy, { now: () => start, log: () => {} })
    log.observe(paidCall('0xf01', 'stored.call', start))
    await log.flush()
    log.observe(paidCall('0xf01', 'next.call', start + 1))
    expect(operations(await log.read('0xf01', 10))).toEqual(['next.call', 'stored.call'])
    await log.close()
    await close(state)
  })

  it('writes at the next flush the receipts of a write that failed (not stored), its other payers\' too, each once', async () => {
    const { open, close } = backing()
    const state = open()
    let failNext = true
    const failing: StateStore = new Proxy(state, {
      get(target, name, receiver) {
        if (name === 'set') return async (key: string, value: unknown, options?: object) => {
          if (failNext) {
            failNext = false
            throw new Error('connection refused')
          }
          await target.set(key, value, options)
        }
        return Reflect.get(target, name, receiver)
      },
    })
    const log = createReceiptsLog(failing, { now: () => start, log: () => {} })
    log.observe(paidCall('0xf11', 'failed.call', start))
    log.observe(paidCall('0xf12', 'other.payer', start))
    await log.flush()
    log.observe(paidCall('0xf11', 'next.call', start + 1))
    expect(operations(await log.read('0xf11', 10))).toEqual(['next.call', 'failed.call'])
    expect(operations(await log.read('0xf12', 10))).toEqual(['other.payer'])
    await log.close()
    await close(state)
  })

  it('keeps no more of a payer waiting for an unreachable state than a day keeps: the newest 1,000, the drop told', async () => {
    const { open, close } = backing()
    const state = open()
    let down = true
    const flaky: StateStore = new Proxy(state, {
      get(target, name, receiver) {
        if (name === 'set' || name === 'indexAdd') return async (...args: unknown[]) => {
          if (down) throw new Error('connection refused')
          return (target[name] as (...a: unknown[]) => Promise<unknown>)(...args)
        }
        return Reflect.get(target, name, receiver)
      },
    })
    const logged: string[] = []
    const log = createReceiptsLog(flaky, { now: () => start, log: (message) => logged.push(message) })
    for (let i = 0; i < 1500; i++) {
      log.observe(paidCall('0xca9', `call.${i}`, start + i))
      if (i % 500 === 499) await log.flush()
    }
    down = false
    await log.flush()
    expect(logged.some((message) => message.includes('500 receipts waiting for the state were dropped'))).toBe(true)
    const kept = operations(await log.read('0xca9', 2000))
    expect(kept).toHaveLength(1000)
    expect(kept[0]).toBe('call.1499')
    expect(kept.at(-1)).toBe('call.500')
    await log.close()
    await close(state)
  })

  it('after a restart mid-day (a new process on the same state), neither overwrites, skips nor doubles what was written', async () => {
    const { open, close } = backing()
    const before = calls('before', 150, start)
    const after = calls('after', 30, start + 200_000)
    const first = open()
    const one = createReceiptsLog(first, { now: () => start, log: () => {} })
    for (const call of before) one.observe(paidCall('0xf02', call.operation, call.at))
    await one.close()
    await close(first)

    const second = open()
    const two = createReceiptsLog(second, { now: () => start + 300_000, log: () => {} })
    for (const call of after) two.observe(paidCall('0xf02', call.operation, call.at))
    const all = await two.read('0xf02', 1000)
    expect(operations(all)).toEqual(newestFirst([...before, ...after]))
    expect(operations(await two.read('0xf02', 5))).toEqual(newestFirst(after).slice(0, 5))
    // Two documents of the first process (100 and 50), one of the second.
    expect(await second.indexRange('account:receipt-documents:0xf02', Number.POSITIVE_INFINITY)).toHaveLength(3)
    await two.close()
    await close(second)
  })

  it('across midnight, with a document of the day before partly filled, reads both days newest first', async () => {
    const { open, close } = backing()
    const state = open()
    const midnight = Date.parse('2026-11-02T00:00:00Z')
    let now = midnight - 5000
    const log = createReceiptsLog(state, { now: () => now, log: () => {} })
    log.observe(paidCall('0xf03', 'late.1', midnight - 3000))
    await log.flush()
    // One flush holding the last call of the day and the first of the next.
    log.observe(paidCall('0xf03', 'late.2', midnight - 1000))
    log.observe(paidCall('0xf03', 'early.1', midnight + 1000))
    now = midnight + 2000
    await log.flush()
    log.observe(paidCall('0xf03', 'early.2', midnight + 3000))
    now = midnight + 4000
    expect(operations(await log.read('0xf03', 10))).toEqual(['early.2', 'early.1', 'late.2', 'late.1'])
    // The newest day alone when it holds enough.
    expect(operations(await log.read('0xf03', 2))).toEqual(['early.2', 'early.1'])
    const documents = await state.indexRange('account:receipt-documents:0xf03', Number.POSITIVE_INFINITY)
    expect(documents.map((document) => document.member.split(':')[3])).toEqual(['2026-11-02', '2026-11-01'])
    await log.close()
    await close(state)
  })

  it('two hosts on one store for one payer: every receipt once, newest first, paged by the limit', async () => {
    const { open, close } = backing()
    const state = open()
    const hosts = [createReceiptsLog(state, { now: () => start, log: () => {} }), createReceiptsLog(state, { now: () => start, log: () => {} })]
    const made: { operation: string; at: number }[] = []
    for (let call = 0; call < 240; call++) {
      const host = call % 3 === 0 ? 0 : 1
      const made1 = { operation: `h${host}.${call}`, at: start + call * 10 }
      made.push(made1)
      hosts[host]!.observe(paidCall('0xf04', made1.operation, made1.at))
      if (call % 25 === 24) await Promise.all(hosts.map((host) => host.flush()))
    }
    // Another host's receipts are read once it has flushed them.
    await hosts[1]!.flush()
    const all = await hosts[0]!.read('0xf04', 1000)
    expect(operations(all)).toEqual(newestFirst(made))
    expect(new Set(all.map((receipt) => receipt.requestId)).size).toBe(240)
    expect(operations(await hosts[1]!.read('0xf04', 7))).toEqual(newestFirst(made).slice(0, 7))
    for (const host of hosts) await host.close()
    await close(state)
  })
}

describe('receipts log on the embedded store, on disk (a restart reopens the folder)', () => {
  const dirs: string[] = []
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })
  receiptsSuite(() => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-receipts-'))
    dirs.push(dir)
    return { open: () => createEmbeddedState({ dir }), close: async (state) => state.close() }
  })
})

const describeWithRedis = await describeWith('redis')
describeWithRedis('receipts log on Redis (a restart is a new connection on the same prefix)', () => {
  const run = `svc-receipts-${process.pid}-${randomUUID().slice(0, 8)}-`
  let places = 0
  // What the tests wrote goes with the file, and nothing of it is left.
  afterAll(async () => {
    await redisKeysOf(run, true)
    expect(await redisKeysOf(run, false)).toEqual([])
  })
  receiptsSuite(() => {
    const prefix = `${run}${++places}:`
    return { open: () => createRedisState({ url: testRedisUrl(), prefix }), close: async (state) => state.close() }
  })
})
