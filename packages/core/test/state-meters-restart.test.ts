import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createEmbeddedState } from '../src/state/index.ts'
import { manualClock } from '../src/testing/state-conformance.ts'

describe('embedded meters across a restart', () => {
  it('come back from the log as they were, less the keys that expired while the host was down', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-meters-'))
    const clock = manualClock()
    const before = createEmbeddedState({ dir, now: clock.now })
    await before.meteredSet('m', 'a', 1, 10, { class: 'kv' })
    await before.meteredSet('m', 'b', 2, 20, { class: 'doc', ttlMs: 60_000 })
    await before.meteredSet('m', 'c', 3, 30, { class: 'kv' })
    await before.meteredDelete('m', 'c')
    await before.close()
    const after = createEmbeddedState({ dir, now: clock.now })
    expect(await after.meterUsage('m')).toEqual({ items: 2, bytes: 30, byClass: { kv: { items: 1, bytes: 10 }, doc: { items: 1, bytes: 20 } } })
    await after.close()
    clock.elapse(61_000)
    const later = createEmbeddedState({ dir, now: clock.now })
    expect(await later.meterUsage('m')).toEqual({ items: 1, bytes: 10, byClass: { kv: { items: 1, bytes: 10 } } })
    expect(await later.meteredSet('m', 'a', 'x', 12, { class: 'kv', limits: { items: 1, bytes: 12 } })).toMatchObject({ stored: true, replaced: true })
    await later.close()
  })
})
