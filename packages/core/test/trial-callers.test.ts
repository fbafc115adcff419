import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineOperation, definePlugin } from '../src/define.ts'
import { createRedisState } from '@svc/state-redis'
import { createEmbeddedState, type StateStore } from '../src/state/index.ts'
import { describeWith, testRedisUrl, testHost } from '../src/testing/index.ts'
import type { SvcConfigInput } from '../src/config.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

/** Operations that answer who their caller is. */
const whoami = (name: string) => defineOperation({
  name,
  method: 'GET',
  description: 'Answers the caller it sees.',
  input: v.object({}),
  price: { usd: 0.001 },
  handler: ({ caller }) => ({ items: [{ kind: caller.kind, ip: caller.ip }], total: 1 }),
})
const plugin = definePlugin({ name: 'who', version: '1.0.0', group: 'who', operations: [whoami('a')] })

afterEach(() => {
  vi.useRealTimers()
})

function trialSuite(name: string, openState: () => StateStore) {
  describe(`trial callers (${name})`, () => {
    const host = (config: SvcConfigInput = {}) => h.open({ plugins: [plugin], state: openState(), config: { trustProxy: true, ...config } }).app
    const trial = (app: ReturnType<typeof host>, forwarded: string) => app.request('/api/who/a?trial=1', { headers: { 'x-forwarded-for': forwarded } })
    const statuses = async (app: ReturnType<typeof host>, addresses: string[]) => Promise.all(addresses.map(async (address) => (await trial(app, address)).status))

    it('gives 20 IPv6 addresses of one /64 one trial, and another /64 its own', async () => {
      const app = host()
      const addresses = Array.from({ length: 20 }, (_, i) => `2001:db8:1:2:${i.toString(16)}::${i + 1}`)
      const answered = await statuses(app, addresses)
      expect(answered.filter((status) => status === 200)).toHaveLength(1)
      expect(answered.filter((status) => status === 402)).toHaveLength(19)
      expect(await statuses(app, ['2001:db8:1:3::1', '2001:DB8:1:3:ffff::9'])).toEqual([200, 402])
      await app.close()
    })

    it('counts IPv6 by the configured prefix length, and an IPv4-mapped address as its IPv4 address', async () => {
      const wide = host({ trial: { ipv6PrefixLength: 48 } })
      expect(await statuses(wide, ['2001:db8:1:2::1', '2001:db8:1:3::1'])).toEqual([200, 402])
      await wide.close()
      const exact = host({ trial: { ipv6PrefixLength: 128 } })
      expect(await statuses(exact, ['2001:db8:1:2::1', '2001:db8:1:2::2', '::ffff:198.51.100.4', '198.51.100.4'])).toEqual([200, 200, 200, 402])
      await exact.close()
    })

    it('with a numeric trustProxy, does not take an X-Forwarded-For entry that is not an IP address', async () => {
      const app = host({ trustProxy: 1 })
      const madeUp = Array.from({ length: 10 }, (_, i) => `caller-${i}`)
      const answered = await statuses(app, madeUp)
      expect(answered.filter((status) => status === 200)).toHaveLength(1)
      // An address with a port is that address.
      expect(await statuses(app, ['203.0.113.7:5678', '203.0.113.7:9999', '[2001:db8:9::1]:443', '2001:db8:9::2'])).toEqual([200, 402, 200, 402])
      await app.close()
    })

    it('names the same nextTrialAt on every refusal of one trial', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const app = host()
      expect((await trial(app, '198.51.100.20')).status).toBe(200)
      const first = await (await trial(app, '198.51.100.20')).json()
      vi.setSystemTime(Date.now() + 1_700)
      const second = await (await trial(app, '198.51.100.20')).json()
      expect(first.code).toBe('TRIAL_EXHAUSTED')
      expect(second.nextTrialAt).toBe(first.nextTrialAt)
      expect(second.retryAfter).toBeLessThan(first.retryAfter)
      await app.close()
    })
  })
}

trialSuite('embedded', () => createEmbeddedState())
const describeWithRedis = await describeWith('redis')
describeWithRedis('on Redis', () => trialSuite('redis', () => createRedisState({ url: testRedisUrl(), prefix: `svc-trial-callers-${process.pid}-${Math.random().toString(36).slice(2)}:` })))
