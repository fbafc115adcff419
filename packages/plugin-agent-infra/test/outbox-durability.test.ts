import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { wallet } from './_infra.ts'
import { eventually, receiver, startHost, verified } from './_webhooks.ts'

describe('webhook outbox durability', () => {
  it('delivers every acknowledged publish after the host is killed with SIGKILL while its target was down', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-outbox-kill9-'))
    let up = false
    const hook = await receiver({ 'POST /sink': () => ({ status: up ? 204 : 503 }) })
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, 'fixtures/publisher.ts'), dir, wallet(), `${hook.url}/sink`], { stdio: ['ignore', 'pipe', 'pipe'] })
    const acknowledged: string[] = []
    let secret = ''
    let buffer = ''
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString()
        const lines = buffer.split('\n')
        buffer = lines.pop()!
        for (const line of lines) {
          if (line.startsWith('secret ')) secret = line.slice(7)
          else acknowledged.push(line)
        }
        // Kill while messages are flowing and the failing target keeps them in the outbox.
        if (acknowledged.length >= 40 && hook.hits('/sink').length > 0 && !child.killed) child.kill('SIGKILL')
      })
      const guard = setTimeout(() => child.kill('SIGKILL'), 60_000)
      child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk))
      child.on('exit', () => {
        clearTimeout(guard)
        resolve()
      })
      child.on('error', reject)
    })
    expect(acknowledged.length).toBeGreaterThanOrEqual(40)
    up = true
    const before = hook.requests.length
    const host = await startHost(createEmbeddedState({ dir }), { webhooks: { retryBaseMs: 50, retryMaxMs: 200, maxAttempts: 30, concurrency: 50 } })
    try {
      await eventually(() => {
        const delivered = new Set(hook.requests.slice(before).map((request) => verified(secret, request).data.messageId))
        for (const id of acknowledged) expect(delivered.has(id), id).toBe(true)
      }, 60_000)
    } finally {
      await host.stop()
      await hook.close()
    }
  }, 120_000)
})
