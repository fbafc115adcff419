import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { infraApp, wallet } from './_infra.ts'

describe('embedded durability', () => {
  it('loses no acknowledged write when the host is killed with SIGKILL mid-stream', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-kill9-'))
    const payer = wallet()
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, 'fixtures/writer.ts'), dir, payer], { stdio: ['ignore', 'pipe', 'pipe'] })
    const acknowledged: string[] = []
    let buffer = ''
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString()
        const lines = buffer.split('\n')
        buffer = lines.pop()!
        acknowledged.push(...lines)
        // Kill while writes are flowing.
        if (acknowledged.length >= 300 && !child.killed) child.kill('SIGKILL')
      })
      child.on('exit', () => resolve())
      child.on('error', reject)
    })
    expect(acknowledged.length).toBeGreaterThanOrEqual(300)
    const reopened = infraApp(createEmbeddedState({ dir }))
    for (const key of acknowledged) {
      const answer = await reopened.call('store/kv-get', { key }, payer)
      expect(answer.status, key).toBe(200)
    }
  }, 60_000)
})
