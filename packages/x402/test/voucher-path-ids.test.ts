import { describe, expect, it, vi } from 'vitest'

describe('x402 channels: the id a held call writes on a shared store', () => {
  it('differs between calls of one process and between processes (each module load stands for a process)', async () => {
    const first = await import('../src/channels/voucher-path.ts')
    const ids = Array.from({ length: 1000 }, () => first.nextPendingId())
    expect(new Set(ids).size).toBe(ids.length)
    vi.resetModules()
    const second = await import('../src/channels/voucher-path.ts')
    expect(second).not.toBe(first)
    // Two hosts on one Redis each count from the start: their ids must still differ.
    const others = Array.from({ length: 1000 }, () => second.nextPendingId())
    for (const id of others) expect(ids).not.toContain(id)
  })
})
