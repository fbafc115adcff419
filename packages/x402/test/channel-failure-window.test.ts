import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, parseConfig, type StateStore } from '@svc/core'
import { describeWith } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Channels, createX402Gate, x402OptionsFromConfig } from '../src/index.ts'
import { channelPayer } from './_channel-client.ts'
import { channelFacilitator, type ChannelFacilitator } from './_channel-facilitator.ts'
import { signPayment } from './_evm.ts'
import { redisRun } from './_redis-run.ts'
import { pay, payTo, stubFacilitator, type StubFacilitator, x402Hosts } from './_setup.ts'

/*
 * A channel voucher's key is its channel and running total: a failed call charges nothing, so the next
 * voucher has the same key. Its failed calls are counted over a window from the first one (default 10
 * minutes), not for the day the voucher is kept; an exact payment's still are, for as long as it can move.
 */

const { appWith } = x402Hosts()
const settings = { enabled: true, claim: { vouchers: 100, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: 150, withdrawDelaySeconds: 86_400 }
const THING = 'http://localhost/api/paid/thing'
const BROKEN = 'http://localhost/api/paid/broken'
const MINUTE = 60_000

let channelsFacilitator: ChannelFacilitator
let exactFacilitator: StubFacilitator
beforeAll(async () => {
  channelsFacilitator = await channelFacilitator()
  exactFacilitator = await stubFacilitator()
})
afterAll(() => {
  channelsFacilitator.close()
  exactFacilitator.close()
})

const folder = mkdtempSync(join(tmpdir(), 'x402-failure-window-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
let disks = 0
const run = redisRun('x402-failure-window')
const withRedis = (await describeWith('redis')) !== describe.skip
const backends: Array<[string, () => StateStore]> = [['disk', () => createEmbeddedState({ dir: join(folder, String(++disks)) })], ...(withRedis ? [['redis', () => run.state()] as [string, () => StateStore]] : [])]

/** A host on `state` whose clock the test moves, and a payer whose channel is open (its deposit paid a call). */
async function openChannel(state: StateStore, channels: typeof settings & { failureWindowSeconds?: number } = settings) {
  const clock = { now: Date.now() }
  const app = appWith({ facilitatorUrl: channelsFacilitator.url, channels, state, now: () => clock.now })
  const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
  const payer = channelPayer(channelsFacilitator)
  expect((await payer.pay(send, `${THING}?q=open`)).status).toBe(200)
  const record = async () => (await (await (app.runtime.gate.rails[0] as unknown as { channels: () => Promise<Channels | undefined> }).channels())!.list())[0]!
  const [voucher] = await payer.signAhead(BROKEN, 1)
  const withVoucher = (url: string) => send(url, { headers: { 'payment-signature': voucher! } })
  return { app, clock, record, withVoucher }
}

describe.each(backends)('x402 channels: a voucher\'s failed calls are counted over a window from the first (%s state)', (_name, makeState) => {
  it('refuses the voucher after 3 failed calls with Retry-After, the window not sliding with the later failures, and takes it again once the window has passed', async () => {
    const { app, clock, record, withVoucher } = await openChannel(makeState())
    const first = clock.now
    expect((await withVoucher(BROKEN)).status).toBe(502)
    // Later failures do not move the window: it closes 10 minutes after the first.
    clock.now += 4 * MINUTE
    for (let failed = 0; failed < 2; failed++) expect((await withVoucher(BROKEN)).status).toBe(502)
    const refused = await withVoucher(THING)
    expect(refused.status).toBe(402)
    expect(refused.headers.get('retry-after')).toBe('360')
    const body = await refused.json()
    expect(body).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'payment_failed_too_often', retryAfter: 360, retryAt: new Date(first + 10 * MINUTE).toISOString() })
    expect(body.error).toContain(new Date(first + 10 * MINUTE).toISOString())
    // Refused before anything runs: the channel is not held, nothing is charged.
    const untouched = await record()
    expect([untouched.chargedCumulativeAmount, untouched.pendingRequest]).toEqual(['10000', undefined])
    // A second before the window closes: still refused, told to wait that second.
    clock.now = first + 10 * MINUTE - 1000
    const late = await withVoucher(THING)
    expect([late.status, late.headers.get('retry-after')]).toEqual([402, '1'])
    // The window has passed: the same voucher pays the call, once.
    clock.now = first + 10 * MINUTE
    const paid = await withVoucher(`${THING}?q=after`)
    expect(paid.status, await paid.clone().text()).toBe(200)
    expect(paid.headers.get('payment-response')).toBeTruthy()
    expect((await record()).chargedCumulativeAmount).toBe('20000')
    await app.close()
  }, 60_000)

  it('counts anew after a window closed: the first failure after it opens a new window', async () => {
    const { app, clock, withVoucher } = await openChannel(makeState())
    for (let failed = 0; failed < 2; failed++) expect((await withVoucher(BROKEN)).status).toBe(502)
    // Two failures, then the window closes: they no longer count.
    clock.now += 11 * MINUTE
    const second = clock.now
    for (let failed = 0; failed < 3; failed++) expect((await withVoucher(BROKEN)).status).toBe(502)
    const refused = await withVoucher(THING)
    expect(refused.status).toBe(402)
    expect(await refused.json()).toMatchObject({ reason: 'payment_failed_too_often', retryAt: new Date(second + 10 * MINUTE).toISOString() })
    await app.close()
  }, 60_000)

  it('waits as long as the operator set (settings.x402.channels.failureWindowSeconds)', async () => {
    const { app, clock, withVoucher } = await openChannel(makeState(), { ...settings, failureWindowSeconds: 90 })
    for (let failed = 0; failed < 3; failed++) expect((await withVoucher(BROKEN)).status).toBe(502)
    const refused = await withVoucher(THING)
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([402, '90'])
    expect((await refused.json()).error).toMatch(/within 90 s/)
    clock.now += 90_000
    expect((await withVoucher(THING)).status).toBe(200)
    await app.close()
  }, 60_000)

  it('keeps an exact payment refused after its failed calls for as long as it can move: no window, no Retry-After', async () => {
    exactFacilitator.reset()
    const clock = { now: Date.now() }
    const app = appWith({ facilitatorUrl: exactFacilitator.url, channels: settings, state: makeState(), now: () => clock.now })
    const { header } = await signPayment({ resource: undefined })
    for (let failed = 0; failed < 3; failed++) expect((await pay(app, header, '/api/paid/broken')).status).toBe(502)
    // Past any channel window: an exact payment is still refused, and told to sign a new one, not when to retry.
    clock.now += 11 * MINUTE
    const refused = await pay(app, header)
    expect(refused.status).toBe(402)
    expect(refused.headers.get('retry-after')).toBeNull()
    const body = await refused.json()
    expect(body).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'payment_failed_too_often' })
    expect(body).not.toHaveProperty('retryAt')
    expect(body.error).toMatch(/sign a new payment/)
    expect(exactFacilitator.settled).toHaveLength(0)
    await app.close()
  }, 60_000)
})

describe('x402 channels: the failure window setting', () => {
  it('is 10 minutes unless set, read from settings.x402.channels or SVC_CHANNELS_FAILURE_WINDOW_SECONDS, and refused naming the field when it is no whole number of seconds from 1 to a day', () => {
    const channelsOf = (x402: Record<string, unknown>, env: Record<string, string> = {}) => x402OptionsFromConfig(parseConfig({ settings: { x402 } }), { env }).channels
    expect(channelsOf({})).toMatchObject({ failureWindowSeconds: 600 })
    expect(channelsOf({ channels: { failureWindowSeconds: 120 } })).toMatchObject({ failureWindowSeconds: 120 })
    expect(channelsOf({ channels: { failureWindowSeconds: 120 } }, { SVC_CHANNELS_FAILURE_WINDOW_SECONDS: '30' })).toMatchObject({ failureWindowSeconds: 30 })
    for (const bad of [0, 1.5, 86_401, 'ten']) {
      expect(() => channelsOf({ channels: { failureWindowSeconds: bad } })).toThrow(/"settings.x402.channels.failureWindowSeconds"/)
    }
    expect(() => channelsOf({}, { SVC_CHANNELS_FAILURE_WINDOW_SECONDS: 'soon' })).toThrow(/"settings.x402.channels.failureWindowSeconds"/)
    // Given in code: checked when the gate is made, not left to turn channels off later.
    const gate = (failureWindowSeconds: number) => createX402Gate({ state: createEmbeddedState(), network: 'testnet', payTo: { evm: payTo }, channels: { ...settings, failureWindowSeconds } })
    expect(() => gate(0)).toThrow(/"channels.failureWindowSeconds"/)
    expect(() => gate(60)).not.toThrow()
  })
})
