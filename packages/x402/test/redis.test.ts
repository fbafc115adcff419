import { createRedisState } from '@svc/core'
import { Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signPayment } from './_evm.ts'
import { appWith, pay, stubFacilitator, type StubFacilitator } from './_setup.ts'

const REDIS = { host: '127.0.0.1', port: 6379 }

/** The cross-host test needs a local Redis; without one it is skipped, not failed. */
const redisUp = await new Promise<boolean>((resolve) => {
  const socket = new Socket()
  socket.setTimeout(500)
  socket.once('connect', () => resolve(true)).once('error', () => resolve(false)).once('timeout', () => resolve(false))
  socket.connect(REDIS.port, REDIS.host)
})

describe.runIf(redisUp)('two hosts sharing Redis', () => {
  let facilitator: StubFacilitator
  beforeAll(async () => {
    facilitator = await stubFacilitator()
  })
  afterAll(() => facilitator.close())

  it('take one payment exactly once out of 50 concurrent requests split across both', async () => {
    const prefix = `x402-test-${crypto.randomUUID()}:`
    const hosts = [0, 1].map(() => appWith({ facilitatorUrl: facilitator.url, state: createRedisState({ url: 'redis://127.0.0.1:6379/15', prefix }) }))
    try {
      const { header } = await signPayment()
      const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => pay(hosts[i % 2]!, header)))
      const statuses = responses.map((response) => response.status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(1)
      expect(statuses.filter((status) => status === 402)).toHaveLength(49)
      expect(facilitator.requests.filter((request) => request.path === '/settle')).toHaveLength(1)
      // A later replay on either host still loses: the record says settled.
      for (const host of hosts) expect((await (await pay(host, header)).json()).reason).toBe('nonce_used')
    } finally {
      await Promise.all(hosts.map((host) => host.close()))
    }
  })
})
