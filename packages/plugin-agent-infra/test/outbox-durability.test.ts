import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState } from '@svc/core'
import { linesUntilKilled } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { wallet } from './_infra.ts'
import { receiver, startHost, verified } from './_webhooks.ts'

describe('webhook outbox durability', () => {
  it('delivers every acknowledged publish after the host is killed with SIGKILL while its target was down', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-outbox-kill9-'))
    let up = false
    const hook = await receiver({ 'POST /sink': () => ({ status: up ? 204 : 503 }) })
    const isSecret = (line: string) => line.startsWith('secret ')
    // Killed while messages are flowing and the failing target keeps them in the outbox.
    const lines = await linesUntilKilled(
      ['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, 'fixtures/publisher.ts'), dir, wallet(), `${hook.url}/sink`],
      (printed) => printed.filter((line) => !isSecret(line)).length >= 40 && hook.hits('/sink').length > 0,
    )
    const secret = lines.find(isSecret)?.slice(7) ?? ''
    const acknowledged = lines.filter((line) => !isSecret(line))
    expect(acknowledged.length).toBeGreaterThanOrEqual(40)
    up = true
    const before = hook.requests.length
    const host = await startHost(createEmbeddedState({ dir }), { webhooks: { retryBaseMs: 50, retryMaxMs: 200, maxAttempts: 30, concurrency: 50 } })
    const missing = () => {
      const delivered = new Set(hook.requests.slice(before).map((request) => verified(secret, request).data.messageId))
      return acknowledged.filter((id) => !delivered.has(id))
    }
    try {
      // What the killed host was sending stays claimed for its timeout (15 s by default) and 30 s more;
      // the rest is due within retryMaxMs. Each tick sends up to `concurrency`.
      await host.advance(15_000 + 30_000)
      for (let tick = 0; tick < 20 && missing().length > 0; tick++) await host.advance(200)
      expect(missing()).toEqual([])
    } finally {
      await host.stop()
      await hook.close()
    }
  }, 120_000)
})
