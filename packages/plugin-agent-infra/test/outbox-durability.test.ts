import { createTestPaymentGate, describeWith, linesUntilKilled, testHost } from '@svc/core/testing'
import { afterAll, describe as always, expect, it } from 'vitest'
import { createAgentInfraPlugin } from '../src/index.ts'
import { wallet } from './_infra.ts'
import { childArgs, killedHostStates } from './_killed-hosts.ts'
import { FAST_WEBHOOKS, verified } from './_webhooks.ts'

for (const backend of killedHostStates) {
  const describe = backend.service ? await describeWith(backend.service) : always
  describe(`webhook outbox durability on ${backend.name}`, () => {
    let up = false
    const h = testHost({
      plugins: () => createAgentInfraPlugin(),
      paid: true,
      start: true,
      clock: Date.now(),
      freshGate: createTestPaymentGate,
      routes: { 'POST /sink': () => ({ status: up ? 204 : 503 }) },
      config: { settings: { webhooks: { ...FAST_WEBHOOKS, retryBaseMs: 50, retryMaxMs: 200, maxAttempts: 30, concurrency: 50 } } },
    })
    // The places the killed hosts wrote (Redis keys of this run, folders) go, even after a failed test.
    afterAll(async () => {
      await backend.remove()
      expect(await backend.left()).toEqual([])
    })

    it('delivers every acknowledged publish after the host is killed with SIGKILL while its target was down', async () => {
      up = false
      const place = backend.place()
      const isSecret = (line: string) => line.startsWith('secret ')
      // Killed while messages are flowing and the failing target keeps them in the outbox.
      const lines = await linesUntilKilled(
        childArgs('publisher.ts', place, wallet(), `${h.server.url}/sink`),
        (printed) => printed.filter((line) => !isSecret(line)).length >= 40 && h.requestsTo('POST /sink').length > 0,
      )
      const secret = lines.find(isSecret)?.slice(7) ?? ''
      const acknowledged = lines.filter((line) => !isSecret(line))
      expect(acknowledged.length).toBeGreaterThanOrEqual(40)
      up = true
      const before = h.requests.length
      // The killed host ran on the real clock: this one starts from there, and moves only when the test says.
      h.clock.elapse(Date.now() - h.clock.now())
      const host = h.open({ state: backend.reopen(place) })
      await host.start()
      const advance = (ms: number) => {
        h.clock.elapse(ms)
        return host.plugins[0]!.lifecycle.tick()
      }
      const missing = () => {
        const delivered = new Set(h.requests.slice(before).map((request) => verified(secret, request).data.messageId))
        return acknowledged.filter((id) => !delivered.has(id))
      }
      // What the killed host was sending stays claimed for its timeout (15 s by default) and 30 s more;
      // the rest is due within retryMaxMs. Each tick sends up to `concurrency`.
      await advance(15_000 + 30_000)
      for (let tick = 0; tick < 20 && missing().length > 0; tick++) await advance(200)
      expect(missing()).toEqual([])
    }, 120_000)
  })
}
