import { createRedisState } from '@svc/state-redis'
import { describeWith, testRedisUrl } from '@svc/core/testing'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signPayment } from './_evm.ts'
import { x402Hosts, pay, stubFacilitator, type StubFacilitator } from './_setup.ts'
import { redisRun } from './_redis-run.ts'

const { appWith } = x402Hosts()

let facilitator: StubFacilitator
beforeAll(async () => {
  facilitator = await stubFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

const slow = { perSecond: 0.001, burst: 2 }
const signed = async (account: ReturnType<typeof privateKeyToAccount>) => (await signPayment({ account })).header

describe('token buckets per payer and per client (payments.rateLimits)', () => {
  it('answers a payer over its paid limit 429 with Retry-After, before anything runs or is settled; other payers go on', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url, config: { payments: { rateLimits: { paid: slow } } } })
    const payer = privateKeyToAccount(generatePrivateKey())
    expect((await pay(app, await signed(payer))).status).toBe(200)
    expect((await pay(app, await signed(payer))).status).toBe(200)
    const limited = await pay(app, await signed(payer))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', reason: 'rate_limited' })
    expect((await pay(app, await signed(privateKeyToAccount(generatePrivateKey())))).status).toBe(200)
    expect(facilitator.settled).toHaveLength(3)
  })

  it('shows the operator who was throttled (admin stats, as the dashboard reads them)', async () => {
    const token = 'a-long-admin-token-for-tests'
    const app = appWith({ facilitatorUrl: facilitator.url, config: { adminToken: token, payments: { rateLimits: { paid: { perSecond: 0.001, burst: 1 } } } } })
    const payer = privateKeyToAccount(generatePrivateKey())
    expect((await pay(app, await signed(payer))).status).toBe(200)
    expect((await pay(app, await signed(payer))).status).toBe(429)
    const stats = await (await app.request('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } })).json()
    expect(stats.throttled).toEqual([expect.objectContaining({ traffic: 'paid', who: `eip155:84532:${payer.address}`, count: 1 })])
  })

  it('limits unpaid requests per client address, and an operation may have its own limit', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url, config: { payments: { rateLimits: { unpaid: slow, operations: { 'paid.echo': { unpaid: { perSecond: 0.001, burst: 1 } } } } } } })
    const unpaid = () => app.request('/api/paid/thing?q=x')
    expect((await unpaid()).status).toBe(402)
    expect((await unpaid()).status).toBe(402)
    expect((await unpaid()).status).toBe(429)
    const echo = () => app.request('/api/paid/echo', { json: { text: 'hi' } })
    expect((await echo()).status).toBe(402)
    expect((await echo()).status).toBe(429)
  })

  it('counts the addresses of one IPv6 /64 as one client (as trials do)', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url, config: { trustProxy: true, payments: { rateLimits: { unpaid: { perSecond: 0.001, burst: 2 } } } } })
    const from = (address: string) => app.request('/api/paid/thing?q=x', { headers: { 'x-forwarded-for': address } })
    expect((await from('2001:db8:1:2::1')).status).toBe(402)
    expect((await from('2001:db8:1:2::2')).status).toBe(402)
    expect((await from('2001:db8:1:2:ffff::3')).status).toBe(429)
    expect((await from('2001:db8:1:3::1')).status).toBe(402)
  })

  it('limits trial calls per client address', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url, config: { payments: { rateLimits: { trial: { perSecond: 0.001, burst: 1 } } } } })
    expect((await app.request('/api/paid/thing?q=a&trial=1')).status).toBe(200)
    expect((await app.request('/api/paid/echo?trial=1', { json: { text: 'hi' } })).status).toBe(429)
  })

  it('limits nothing when no limit is configured', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    for (let i = 0; i < 5; i++) expect((await app.request('/api/paid/thing?q=x')).status).toBe(402)
  })
})

/** This file's Redis keys, removed (and checked gone) after it. */
const run = redisRun('x402-rate')
const describeWithRedis = await describeWith('redis')
describeWithRedis('rate limits across hosts on Redis', () => {
  it('counts one payer\'s calls on both hosts against one bucket', async () => {
    const prefix = run.prefix()
    const config = { payments: { rateLimits: { paid: slow } } }
    const hosts = [0, 1].map(() => appWith({ facilitatorUrl: facilitator.url, config, state: createRedisState({ url: testRedisUrl(), prefix }) }))
    try {
      const payer = privateKeyToAccount(generatePrivateKey())
      expect((await pay(hosts[0]!, await signed(payer))).status).toBe(200)
      expect((await pay(hosts[1]!, await signed(payer))).status).toBe(200)
      expect((await pay(hosts[0]!, await signed(payer))).status).toBe(429)
      expect((await pay(hosts[1]!, await signed(payer))).status).toBe(429)
    } finally {
      await Promise.all(hosts.map((host) => host.close()))
    }
  })

  it('shows the operator of either host every payer throttled on both (one list on the shared state)', async () => {
    const prefix = run.prefix()
    const token = 'a-long-admin-token-for-tests'
    const config = { adminToken: token, payments: { rateLimits: { paid: { perSecond: 0.001, burst: 1 } } } }
    const hosts = [0, 1].map(() => appWith({ facilitatorUrl: facilitator.url, config, state: createRedisState({ url: testRedisUrl(), prefix }) }))
    try {
      const [first, second] = [privateKeyToAccount(generatePrivateKey()), privateKeyToAccount(generatePrivateKey())]
      expect((await pay(hosts[0]!, await signed(first))).status).toBe(200)
      expect((await pay(hosts[0]!, await signed(first))).status).toBe(429)
      expect((await pay(hosts[1]!, await signed(second))).status).toBe(200)
      expect((await pay(hosts[1]!, await signed(second))).status).toBe(429)
      expect((await pay(hosts[1]!, await signed(first))).status).toBe(429)
      for (const host of hosts) {
        const stats = await (await host.request('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } })).json()
        expect(stats.throttled).toEqual([
          expect.objectContaining({ traffic: 'paid', who: `eip155:84532:${first.address}`, count: 2 }),
          expect.objectContaining({ traffic: 'paid', who: `eip155:84532:${second.address}`, count: 1 }),
        ])
      }
    } finally {
      await Promise.all(hosts.map((host) => host.close()))
    }
  })
})
