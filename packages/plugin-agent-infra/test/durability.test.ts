import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState } from '@svc/core'
import { linesUntilKilled } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { infraApp, wallet } from './_infra.ts'

describe('embedded durability', () => {
  it('loses no acknowledged write when the host is killed with SIGKILL mid-stream', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-kill9-'))
    const payer = wallet()
    // Killed while writes are flowing.
    const acknowledged = await linesUntilKilled(['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, 'fixtures/writer.ts'), dir, payer], (lines) => lines.length >= 300)
    expect(acknowledged.length).toBeGreaterThanOrEqual(300)
    const reopened = infraApp(createEmbeddedState({ dir }))
    for (const key of acknowledged) {
      const answer = await reopened.call('store/kv-get', { key }, payer)
      expect(answer.status, key).toBe(200)
    }
  }, 60_000)
})
