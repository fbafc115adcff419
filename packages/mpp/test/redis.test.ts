import { createRedisState } from '@svc/state-redis'
import { describeWith, testRedisUrl } from '@svc/core/testing'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { redisRun } from '../../x402/test/_redis-run.ts'
import { mppHosts, mppxPayer, officialFacilitator, type OfficialFacilitator } from './_setup.ts'

const { hostWith } = mppHosts()

/** This file's Redis keys, removed (and checked gone) after it. */
const run = redisRun('mpp-hosts')
/** The cross-host tests need Redis; without one they are skipped, saying how to get it (CI refuses the skip). */
const describeWithRedis = await describeWith('redis')
describeWithRedis('two hosts sharing Redis', () => {
  let facilitator: OfficialFacilitator
  beforeAll(async () => {
    facilitator = await officialFacilitator()
  })
  afterAll(() => facilitator.close())

  it('take one MPP credential exactly once out of 40 concurrent requests split across both, with the challenge secret they share', async () => {
    const prefix = run.prefix()
    const hosts = [0, 1].map(() => hostWith({ facilitatorUrl: facilitator.url, realm: 'api.example', state: createRedisState({ url: testRedisUrl(), prefix }) }))
    try {
      // The credential is made by the official client from host 0's challenge, then replayed on both.
      const { fetch, sent } = mppxPayer(hosts[0]!)
      const first = await fetch('http://localhost/api/paid/thing?q=once')
      expect(first.status).toBe(200)
      const authorization = sent[1]!.headers.get('authorization')!
      const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => hosts[i % 2]!.request('/api/paid/thing?q=once', { headers: { authorization } })))
      const statuses = responses.map((response) => response.status)
      expect(statuses.filter((status) => status === 402), JSON.stringify(statuses)).toHaveLength(40)
      const bodies = await Promise.all(responses.map((response) => response.json()))
      // Refused from the shared state before the facilitator is asked again.
      expect(new Set(bodies.map((body) => body.reason))).toEqual(new Set(['credential_used']))
      expect(bodies[0]).toMatchObject({ code: 'PAYMENT_INVALID', type: 'https://paymentauth.org/problems/credential-used', title: 'Credential Used', status: 402 })
      expect(facilitator.exactSettled).toHaveLength(1)
    } finally {
      await Promise.all(hosts.map((host) => host.close()))
    }
  })

  it('a challenge issued by one host is paid on the other; racing the same fresh credential on both settles it once', async () => {
    facilitator.reset()
    const prefix = run.prefix()
    const hosts = [0, 1].map(() => hostWith({ facilitatorUrl: facilitator.url, realm: 'api.example', state: createRedisState({ url: testRedisUrl(), prefix }) }))
    try {
      // The client signs host 0's challenge but its paid retry is held back, then sent to both hosts at once.
      let captured: string | undefined
      const { fetch } = mppxPayer(async (request) => {
        const authorization = request.headers.get('authorization')
        if (!authorization) return hosts[0]!.app.fetch(request)
        captured = authorization
        return new Response(null, { status: 204 })
      })
      await fetch('http://localhost/api/paid/thing?q=race')
      const verifies = () => facilitator.requests.filter((request) => request.path === '/verify').length
      const verifiedBefore = verifies()
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => hosts[(i + 1) % 2]!.request('/api/paid/thing?q=race', { headers: { authorization: captured! } })))
      const statuses = responses.map((response) => response.status)
      expect(statuses.filter((status) => status === 200), JSON.stringify(statuses)).toHaveLength(1)
      expect(statuses.filter((status) => status === 402), JSON.stringify(statuses)).toHaveLength(19)
      const raced = verifies()
      expect(facilitator.exactSettled).toHaveLength(1)
      // The copies are decided in the shared state: the facilitator checks no more than for one payment alone
      // (asked about all 20, it queued them, and under load copies timed out as 503s instead of 402s).
      const solo = await mppxPayer(hosts[1]!).fetch('http://localhost/api/paid/thing?q=solo')
      expect(solo.status).toBe(200)
      expect(raced - verifiedBefore).toBe(verifies() - raced)
    } finally {
      await Promise.all(hosts.map((host) => host.close()))
    }
  })
})
