import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, type StateStore } from '@svc/core'
import { describeWith, testRedisUrl } from '@svc/core/testing'
import { createRedisState } from '@svc/state-redis'
import type { Channel } from '@x402/evm/batch-settlement/server'
import { describe, expect, it } from 'vitest'
import { stateChannelStorage } from '../src/channels/channel-storage.ts'
import { createVoucherPath } from '../src/channels/voucher-path.ts'
import { redisRun } from './_redis-run.ts'

const ID = `0x${'ab'.repeat(32)}`
const record = (charged: number): Channel => ({ channelId: ID, chargedCumulativeAmount: String(charged), balance: '1000000', totalClaimed: '0' }) as unknown as Channel

describe('channel storage: the record seen here, without a promise', () => {
  it('is the record last read or written here, the same as `known`, and gone once the channel is deleted', async () => {
    const storage = stateChannelStorage(createEmbeddedState())
    expect(storage.seen(ID)).toBeUndefined()
    await storage.updateChannel(ID, () => record(0))
    expect(storage.seen(ID)).toEqual(record(0))
    expect(storage.seen(ID.toUpperCase().replace('0X', '0x'))).toBe(storage.seen(ID))
    expect(await storage.known(ID)).toBe(storage.seen(ID))
    expect(await storage.replace(ID, storage.seen(ID)!, record(10))).toBe(true)
    expect(storage.seen(ID)).toEqual(record(10))
    await storage.updateChannel(ID, () => undefined)
    expect(storage.seen(ID)).toBeUndefined()
    expect(await storage.known(ID)).toBeUndefined()
  })

  it('is shared by the storages of one state store, so neither decides on a record the other replaced', async () => {
    const state = createEmbeddedState()
    const [one, other] = [stateChannelStorage(state), stateChannelStorage(state)]
    await one.updateChannel(ID, () => record(0))
    const seen = one.seen(ID)!
    expect(await other.replace(ID, other.seen(ID)!, record(10))).toBe(true)
    expect(one.seen(ID)).toEqual(record(10))
    // The record `one` saw before is no longer the stored one: a write against it loses.
    expect(await one.replace(ID, seen, record(20))).toBe(false)
    expect((await one.known(ID))?.chargedCumulativeAmount).toBe('10')
  })
})

describe('channel storage on the embedded store: a replace against the record seen here is not compared in the store', () => {
  it('takes one of two replaces against the same record, made at once', async () => {
    const { state, done } = onDisk()
    try {
      const storage = stateChannelStorage(state)
      await storage.updateChannel(ID, () => record(0))
      const seen = storage.seen(ID)!
      expect(await Promise.all([storage.replace(ID, seen, record(10)), storage.replace(ID, seen, record(20))])).toEqual([true, false])
      expect(await state.get<Channel>(`x402:channel:${ID}`)).toEqual(record(10))
    } finally {
      await done()
    }
  })

  it('refuses a replace against the record seen before a write of the channel that is under way (not answered yet)', async () => {
    const { state, done } = onDisk()
    try {
      let issued!: () => void
      const written = new Promise<void>((resolve) => (issued = resolve))
      // The same store, told when the official hooks' write is issued (it answers once the log has it).
      const watched = { ...state, compareAndSet: (key: string, expected: unknown, value: unknown) => {
        const answer = state.compareAndSet(key, expected, value)
        issued()
        return answer
      } } as typeof state
      const storage = stateChannelStorage(watched)
      await storage.updateChannel(ID, () => record(0))
      const seen = storage.seen(ID)!
      const updating = storage.updateChannel(ID, (channel) => ({ ...channel!, chargedCumulativeAmount: '5' }))
      await written
      expect(await storage.replace(ID, seen, record(10))).toBe(false)
      expect((await updating).status).toBe('updated')
      expect((await storage.known(ID))?.chargedCumulativeAmount).toBe('5')
      expect(await state.get<Channel>(`x402:channel:${ID}`)).toEqual(record(5))
    } finally {
      await done()
    }
  })
})

/** An embedded store on disk (its writes answer once the log has them), and how to drop it. */
function onDisk() {
  const dir = mkdtempSync(join(tmpdir(), 'x402-storage-'))
  const state = createEmbeddedState({ dir })
  return { state, done: async () => {
    await state.close?.()
    rmSync(dir, { recursive: true, force: true })
  } }
}

/** This file's Redis keys, removed (and checked gone) after it. */
const run = redisRun('x402-storage')
const describeWithRedis = await describeWith('redis')
describeWithRedis('channel storage on Redis: the record seen here may be behind another host', () => {
  it('is forgotten when a write against it loses to another host, and read afresh next', async () => {
    const prefix = run.prefix()
    const [here, there] = [createRedisState({ url: testRedisUrl(), prefix }), createRedisState({ url: testRedisUrl(), prefix })]
    try {
      const [mine, theirs] = [stateChannelStorage(here), stateChannelStorage(there)]
      await mine.updateChannel(ID, () => record(0))
      const stale = mine.seen(ID)!
      // The other host charges the channel: this host still sees the old record...
      await theirs.updateChannel(ID, () => record(10))
      expect(mine.seen(ID)).toEqual(record(0))
      // ...until a write against it loses: then it is forgotten, and `known` reads what is stored.
      expect(await mine.replace(ID, stale, record(10))).toBe(false)
      expect(mine.seen(ID)).toBeUndefined()
      expect((await mine.known(ID))?.chargedCumulativeAmount).toBe('10')
      expect(mine.seen(ID)).toEqual(record(10))
    } finally {
      await closeAll(here, there)
    }
  })
})

describeWithRedis('channel storage on Redis: vouchers raced against claims and a close, then a restart', () => {
  it('on one prefix, reopened by a new connection', async () => {
    const prefix = run.prefix()
    await raceSuite(() => createRedisState({ url: testRedisUrl(), prefix }), () => createRedisState({ url: testRedisUrl(), prefix }), async (state) => state.close?.())
  })
})

async function closeAll(...states: Array<{ close?: () => Promise<void> | void }>): Promise<void> {
  for (const state of states) await state.close?.()
}

/**
 * Vouchers on one channel raced against claims (the official hooks' writes) at random turns of the event loop, then
 * a close during a held call, then a restart: every voucher charged once, every claim counted, nothing charged
 * on a closed channel, and the record this host holds in memory always the stored one.
 */
async function raceSuite(open: () => StateStore, reopen: () => StateStore, close: (state: StateStore) => Promise<void>) {
  const price = 1000n
  let seed = 7
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31)
  const turns = async () => {
    for (let turn = Math.floor(random() * 4); turn > 0; turn--) await new Promise((resolve) => setImmediate(resolve))
  }
  const state = open()
  const storage = stateChannelStorage(state)
  const path = createVoucherPath(storage, 60)
  const key = `x402:channel:${ID}`
  await storage.updateChannel(ID, () => record(0))
  let charged = 0n
  for (let round = 0; round < 40; round++) {
    const max = charged + price
    // Two calls send the same voucher at once (a replay): one is charged, the other refused.
    const voucher = async () => {
      await turns()
      const held = await path.hold(ID, max, `0x${round}`, price)
      if ('refused' in held) return false
      await turns()
      await path.charge(held, price)
      return true
    }
    const claim = async () => {
      await turns()
      await storage.updateChannel(ID, (channel) => ({ ...channel!, totalClaimed: String(BigInt(channel!.totalClaimed) + 1n) }))
    }
    // The official hooks read the record too (a read not served from memory is remembered only if no write came meanwhile).
    const look = async () => {
      await turns()
      await storage.get(ID)
    }
    const [one, other] = await Promise.all([voucher(), voucher(), claim(), claim(), look(), look()])
    expect([one, other].filter(Boolean)).toHaveLength(1)
    charged += price
    const stored = await state.get<Channel>(key)
    expect(stored?.chargedCumulativeAmount).toBe(String(charged))
    expect(stored?.totalClaimed).toBe(String(2 * (round + 1)))
    expect(JSON.stringify(await storage.known(ID))).toBe(JSON.stringify(stored))
  }
  const last = await state.get<Channel>(key)
  await close(state)
  // Another process on the same state reads what this one wrote.
  const again = reopen()
  const restarted = stateChannelStorage(again)
  expect(JSON.stringify(await restarted.known(ID))).toBe(JSON.stringify(last))
  // The channel closed while a call holds it: the call is charged nothing.
  const restartedPath = createVoucherPath(restarted, 60)
  const held = await restartedPath.hold(ID, charged + price, '0xclose', price)
  expect('refused' in held).toBe(false)
  await restarted.updateChannel(ID, () => undefined)
  await expect(restartedPath.charge(held as Exclude<typeof held, { refused: string }>, price)).rejects.toThrow(/closed during the call/)
  expect(await again.get(key)).toBeUndefined()
  await close(again)
}

describe('channel storage: vouchers raced against claims and a close, then a restart', () => {
  it('on the embedded store on disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'x402-storage-'))
    try {
      await raceSuite(() => createEmbeddedState({ dir }), () => createEmbeddedState({ dir }), async (state) => state.close?.())
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
