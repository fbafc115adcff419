import { createEmbeddedState, type StateStore } from '@svc/core'
import { describeWith } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redisRun } from '../../x402/test/_redis-run.ts'
import { mppHosts, mppxPayer, officialFacilitator, type OfficialFacilitator } from './_setup.ts'

/*
 * A credential refused after it was checked but before it was reserved (the paid rate limit here) lets
 * go of its check: the same credential sent again at once is judged again (refused by the limit
 * again), never "in use by another request" until the check's 30 s lapse.
 */

const { hostWith } = mppHosts()
let facilitator: OfficialFacilitator
beforeAll(async () => {
  facilitator = await officialFacilitator()
})
afterAll(() => facilitator.close())

const run = redisRun('mpp-refused-retry')
const withRedis = (await describeWith('redis')) !== describe.skip
const backends: Array<[string, () => StateStore]> = [['embedded', () => createEmbeddedState()], ...(withRedis ? [['redis', () => run.state()] as [string, () => StateStore]] : [])]

describe.each(backends)('an MPP credential refused before it is reserved (%s state)', (_name, makeState) => {
  it('is judged again at once when sent again: the rate limit answers, not "in use"', async () => {
    const app = hostWith({ facilitatorUrl: facilitator.url, state: makeState(), config: { payments: { rateLimits: { paid: { perSecond: 0.001, burst: 1 } } } } })
    const { fetch, sent } = mppxPayer(app)
    const settledBefore = facilitator.exactSettled.length
    expect((await fetch('http://localhost/api/paid/thing')).status).toBe(200)
    // The payer's second call is over the limit after its credential was checked.
    const limited = await fetch('http://localhost/api/paid/thing')
    expect(limited.status).toBe(429)
    const authorization = sent.at(-1)!.headers.get('authorization')!
    expect(authorization).toMatch(/^Payment /)
    const again = await app.request('/api/paid/thing', { headers: { authorization } })
    const body = await again.json()
    expect(again.status, JSON.stringify(body)).toBe(429)
    expect(facilitator.exactSettled).toHaveLength(settledBefore + 1)
    await app.close()
  })
})
