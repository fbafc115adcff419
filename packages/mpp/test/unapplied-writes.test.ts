import { createEmbeddedState, type StateStore } from '@svc/core'
import { describeWith } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redisRun } from '../../x402/test/_redis-run.ts'
import { hostState, seatPlugin } from '../../x402/test/_unapplied.ts'
import { mppHosts, mppxPayer, officialFacilitator, type OfficialFacilitator } from './_setup.ts'

/*
 * An MPP-paid call whose held writes never applied after its credential settled is kept under the
 * credential: the same credential sent again runs it once, uncharged, and after that gets that run's answer.
 */

const { hostWith } = mppHosts()
let facilitator: OfficialFacilitator
beforeAll(async () => {
  facilitator = await officialFacilitator()
})
afterAll(() => facilitator.close())

const run = redisRun('mpp-unapplied')
const withRedis = (await describeWith('redis')) !== describe.skip
const backends: Array<[string, () => StateStore]> = [['embedded', () => createEmbeddedState()], ...(withRedis ? [['redis', () => run.state()] as [string, () => StateStore]] : [])]

describe.each(backends)('an MPP-paid call whose writes were not applied (%s state)', (_name, makeState) => {
  it('runs once, uncharged, when the same credential is sent again; sent again after, it gets that answer, nothing run or charged', async () => {
    const state = makeState()
    await state.set('seats:n', 0)
    const control = { interfere: Number.POSITIVE_INFINITY, bumped: 0 }
    const app = hostWith({ facilitatorUrl: facilitator.url, state: hostState(state, control), plugins: [seatPlugin as never] })
    const settledBefore = facilitator.exactSettled.length
    const { fetch, sent } = mppxPayer(app)
    const first = await fetch('http://localhost/api/seats/take', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    const refusal = await first.json()
    expect(first.status, JSON.stringify(refusal)).toBe(503)
    expect(refusal).toMatchObject({ retry: 'same_payment' })
    expect(facilitator.exactSettled).toHaveLength(settledBefore + 1)
    const authorization = sent.at(-1)!.headers.get('authorization')!
    control.interfere = 0
    const resend = () => app.request('/api/seats/take', { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: '{}' })
    const retry = await resend()
    const body = await retry.json()
    expect(retry.status, JSON.stringify(body)).toBe(200)
    expect(body.data.items[0].seat).toBe(control.bumped + 1)
    expect(await state.get('seats:n')).toBe(control.bumped + 1)
    const again = await resend()
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await again.json()).data.items[0].seat).toBe(control.bumped + 1)
    const elsewhere = await app.request('/api/seats/reserve', { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: '{}' })
    expect(elsewhere.status).toBe(409)
    expect((await elsewhere.json()).reason).toBe('payment_call_conflict')
    expect(await state.get('seats:n')).toBe(control.bumped + 1)
    expect(facilitator.exactSettled).toHaveLength(settledBefore + 1)
    await app.close()
  })
})
