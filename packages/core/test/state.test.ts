import { appendFileSync, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createEmbeddedState } from '../src/state/index.ts'
import { manualClock, testStateBackend } from '../src/testing/state-conformance.ts'

// The embedded backend runs on a clock advanced by hand (Redis, in @svc/state-redis, keeps time on its server, so its TTL tests wait).
const memoryClock = manualClock()
testStateBackend('embedded, memory only', () => createEmbeddedState({ now: memoryClock.now }), { elapse: memoryClock.elapse })
const diskClock = manualClock()
testStateBackend('embedded, on disk', () => createEmbeddedState({ dir: mkdtempSync(join(tmpdir(), 'svc-state-')), now: diskClock.now }), { elapse: diskClock.elapse })
describe('embedded state on disk', () => {
  it('survives a restart with values, deletions and TTLs intact', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-state-'))
    const clock = manualClock()
    const first = createEmbeddedState({ dir, now: clock.now })
    await first.set('kept', { a: 1 })
    await first.set('gone', 1)
    await first.delete('gone')
    await first.set('short', 1, { ttlMs: 50 })
    await first.set('long', 2, { ttlMs: 60_000 })
    await first.increment('counter', 5)
    await first.close()
    clock.elapse(80)
    const second = createEmbeddedState({ dir, now: clock.now })
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
    // What is written after the torn line is not joined to it: the next start reads it.
    await second.set('c', 3)
    await second.close()
    const third = createEmbeddedState({ dir })
    expect([await third.get('a'), await third.get('c')]).toEqual([1, 3])
    await third.close()
  })

  it('reopens a log of live records as it is, appending to it (no rewrite of the whole state at start)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-state-'))
    const log = join(dir, 'state.log')
    const first = createEmbeddedState({ dir })
    for (let i = 0; i < 50; i++) await first.set(`k${i}`, i)
    await first.close()
    const before = statSync(log).ino
    const second = createEmbeddedState({ dir })
    await second.set('k50', 50)
    await second.close()
    expect(statSync(log).ino).toBe(before)
    const third = createEmbeddedState({ dir })
    expect([await third.get('k0'), await third.get('k50')]).toEqual([0, 50])
    await third.close()
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
