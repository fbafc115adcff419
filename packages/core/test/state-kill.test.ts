import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createEmbeddedState } from '../src/state/index.ts'
import { linesUntilKilled } from '../src/testing/index.ts'

describe('embedded state under kill -9', () => {
  it('keeps every acknowledged write of concurrent writers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-state-kill-'))
    const acknowledged = await linesUntilKilled(['--import', 'tsx', join(import.meta.dirname, 'fixtures/state-writer.ts'), dir], (lines) => lines.length >= 3000)
    expect(acknowledged.length).toBeGreaterThanOrEqual(3000)
    const state = createEmbeddedState({ dir })
    const indexed = new Set((await state.indexRange('due', Number.MAX_SAFE_INTEGER, 1_000_000)).map((item) => item.member))
    for (const key of acknowledged) {
      const i = Number(key.split(':')[1])
      if (i % 3 === 2) expect(indexed.has(key), key).toBe(true)
      else expect(await state.get(key), key).toEqual({ i, pad: 'x'.repeat(100) })
    }
    await state.close()
  }, 60_000)
})
