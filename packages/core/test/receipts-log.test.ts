import { describe, expect, it } from 'vitest'
import { createReceiptsLog } from '../src/account/receipts-log.ts'
import type { CallEvent } from '../src/observe/events.ts'
import { createEmbeddedState } from '../src/state/embedded.ts'
import type { StateStore } from '../src/state/types.ts'

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
    expect((await log.read('0xeee', 10)).map((receipt) => receipt.operation)).toEqual(['kept.call'])
    await log.close()
  })
})
