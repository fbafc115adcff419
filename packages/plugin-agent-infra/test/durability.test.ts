import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState } from '@svc/core'
import { createTestPaymentGate, linesUntilKilled, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { agentInfraPlugin } from '../src/index.ts'
import { callerOf, wallet } from './_infra.ts'

describe('embedded durability', () => {
  const h = testHost({ plugins: [agentInfraPlugin], paid: true, freshGate: createTestPaymentGate })

  it('loses no acknowledged write when the host is killed with SIGKILL mid-stream', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-kill9-'))
    const payer = wallet()
    // Killed while writes are flowing.
    const acknowledged = await linesUntilKilled(['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, 'fixtures/writer.ts'), dir, payer], (lines) => lines.length >= 300)
    expect(acknowledged.length).toBeGreaterThanOrEqual(300)
    const reopened = callerOf(h.open({ state: createEmbeddedState({ dir }) }))
    for (const key of acknowledged) {
      const answer = await reopened('store/kv-get', { key }, payer)
      expect(answer.status, key).toBe(200)
    }
  }, 60_000)
})
