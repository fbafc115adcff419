import { describe, expect, it } from 'vitest'
import { claimTrial } from '../src/_trial.ts'
import { createEmbeddedState, type StateStore } from '../src/state/index.ts'

describe('a trial batch whose claim meets a state error part-way', () => {
  it('gives back the trials it claimed before the error: the failed call uses none of them', async () => {
    const inner = createEmbeddedState()
    // Made up for the test: the state fails on the claim of the batch's second operation.
    const state = new Proxy(inner, {
      get(target, name, receiver) {
        if (name !== 'setIfAbsent') return Reflect.get(target, name, receiver)
        return (key: string, value: unknown, options?: unknown) => (key.startsWith('trial:b:') ? Promise.reject(new Error('state store unavailable')) : target.setIfAbsent(key, value, options as never))
      },
    }) as StateStore
    const settings = { windowSeconds: 3600, ipv6PrefixLength: 64 }
    await expect(claimTrial(state, ['batch.run', 'a', 'b'], '203.0.113.9', settings)).rejects.toThrow('state store unavailable')
    expect((await inner.scan('trial:')).keys).toEqual([])
    // The next trial call of the same operations is not refused as used.
    await expect(claimTrial(inner, ['batch.run', 'a', 'b'], '203.0.113.9', settings)).resolves.toBeDefined()
  })
})
