import { createEmbeddedState, type StateStore } from '@svc/core'
import type { BatchSettlementChannelManager, ChannelStorage } from '@x402/evm/batch-settlement/server'
import { describe, expect, it } from 'vitest'
import { createClaims, SINCE_CLAIM_KEYS } from '../src/channels/claims.ts'

describe('x402 channels: a flush of the claim counters of which one write fails', () => {
  it('adds again only the count that was not written: a payment is counted once in each', async () => {
    const inner = createEmbeddedState()
    // Made up for the test: the write of the amounts' counter fails once; the count's goes through.
    let failures = 1
    const state = new Proxy(inner, {
      get(target, name, receiver) {
        if (name !== 'increment') return Reflect.get(target, name, receiver)
        return (key: string, by?: number, options?: unknown) => {
          if (failures > 0 && key === SINCE_CLAIM_KEYS[1]) {
            failures--
            return Promise.reject(new Error('counter write failed'))
          }
          return target.increment(key, by, options as never)
        }
      },
    }) as StateStore
    const storage = { list: async () => [] } as unknown as ChannelStorage
    const claims = createClaims({ state, storage, manager: {} as BatchSettlementChannelManager, policy: { vouchers: 1000, seconds: 3600, amountMicros: 1_000_000_000 }, log: () => {} })
    claims.paid(5000n)
    await claims.figures() // the flush whose amount write fails
    await claims.figures() // the next flush
    claims.close()
    expect([await inner.get(SINCE_CLAIM_KEYS[0]), await inner.get(SINCE_CLAIM_KEYS[1])]).toEqual([1, 5000])
  })
})
