import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createEmbeddedState, createRedisState } from '../src/state/index.ts'
import { testStateBackend } from '../src/testing/state-conformance.ts'

const redisUrl = process.env.SVC_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15'

testStateBackend('embedded, memory only', () => createEmbeddedState())
testStateBackend('embedded, on disk', () => createEmbeddedState({ dir: mkdtempSync(join(tmpdir(), 'svc-state-')) }))
testStateBackend('redis', () => createRedisState({ url: redisUrl, prefix: `svc-test-${process.pid}:` }))

describe('embedded state on disk', () => {
  it('survives a restart with values, deletions and TTLs intact', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-state-'))
    const first = createEmbeddedState({ dir })
    await first.set('kept', { a: 1 })
    await first.set('gone', 1)
    await first.delete('gone')
    await first.set('short', 1, { ttlMs: 50 })
    await first.set('long', 2, { ttlMs: 60_000 })
    await first.increment('counter', 5)
    await first.close()
    await new Promise((resolve) => setTimeout(resolve, 80))
    const second = createEmbeddedState({ dir })
    expect(await second.get('kept')).toEqual({ a: 1 })
    expect(await second.get('gone')).toBeUndefined()
    expect(await second.get('short')).toBeUndefined()
    expect(await second.get('long')).toBe(2)
    expect(await second.ttl('long')).toBeGreaterThan(50_000)
    expect(await second.increment('counter')).toBe(6)
    await second.close()
  })

  it('keeps sorted indexes across a restart and a compaction', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-state-'))
    const first = createEmbeddedState({ dir })
    await first.indexAdd('due', 'a', 5)
    await first.indexAdd('due', 'b', 3)
    await first.indexAdd('due', 'a', 1)
    await first.indexAdd('due', 'c', 9)
    await first.indexRemove('due', 'c')
    await first.close()
    const second = createEmbeddedState({ dir })
    expect(await second.indexRange('due', 10)).toEqual([{ member: 'a', score: 1 }, { member: 'b', score: 3 }])
    await second.close()
    expect(readFileSync(join(dir, 'state.log'), 'utf8').trim().split('\n')).toHaveLength(2)
    const third = createEmbeddedState({ dir })
    expect(await third.indexRange('due', 10)).toEqual([{ member: 'a', score: 1 }, { member: 'b', score: 3 }])
    await third.close()
  })

  it('answers a read of a key only once its last change is in the log; reads of other keys do not wait', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-state-'))
    const state = createEmbeddedState({ dir })
    await state.set('settled', 1)
    const inLog = (key: string) => readFileSync(join(dir, 'state.log'), 'utf8').includes(`"k":"${key}"`)
    const seen: string[] = []
    const writing = state.set('fresh', 2)
    const reads = [
      state.get('fresh').then((value) => seen.push(`fresh=${value} logged=${inLog('fresh')}`)),
      state.ttl('fresh').then(() => seen.push(`ttl logged=${inLog('fresh')}`)),
      state.get('settled').then((value) => seen.push(`settled=${value} logged=${inLog('fresh')}`)),
    ]
    await Promise.all([writing, ...reads])
    // The other key's read answered before the write reached the log; the written key's after it.
    expect(seen[0]).toBe('settled=1 logged=false')
    expect(seen.slice(1).sort()).toEqual(['fresh=2 logged=true', 'ttl logged=true'])
    await state.close()
  })

  it('recovers everything before a torn last line after a crash', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-state-'))
    const first = createEmbeddedState({ dir })
    await first.set('a', 1)
    await first.close()
    appendFileSync(join(dir, 'state.log'), '{"k":"b","v":"2')
    const second = createEmbeddedState({ dir })
    expect(await second.get('a')).toBe(1)
    expect(await second.get('b')).toBeUndefined()
    await second.close()
  })

  it('compacts the log at start-up to the live keys', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-state-'))
    const first = createEmbeddedState({ dir })
    for (let i = 0; i < 100; i++) await first.set('same', i)
    await first.close()
    createEmbeddedState({ dir }).close()
    expect(readFileSync(join(dir, 'state.log'), 'utf8').trim().split('\n')).toHaveLength(1)
  })

  it('starts fresh from an empty data directory', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'svc-state-')), 'nested', 'data')
    const state = createEmbeddedState({ dir })
    expect(await state.get('anything')).toBeUndefined()
    await state.set('x', 1)
    await state.close()
  })
})
