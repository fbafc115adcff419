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
