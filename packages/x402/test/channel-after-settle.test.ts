import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, type StateStore } from '@svc/core'
import { describeWith } from '@svc/core/testing'
import { decodePaymentResponseHeader } from '@x402/fetch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Channels } from '../src/index.ts'
import { CHANNEL_PREFIX } from '../src/channels/channel-storage.ts'
import { channelFacilitator, type ChannelFacilitator } from './_channel-facilitator.ts'
import { channelPayer } from './_channel-client.ts'
import { redisRun } from './_redis-run.ts'
import { x402Hosts } from './_setup.ts'

/*
 * The official batch-settlement hook records a deposit or a close in the channel record after it
 * happened on chain. When that hook throws, the call is answered as done (what happened), not 500.
 */

const { appWith } = x402Hosts()
const settings = { enabled: true, claim: { vouchers: 100, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: 100, withdrawDelaySeconds: 86_400 }

let facilitator: ChannelFacilitator
beforeAll(async () => {
  facilitator = await channelFacilitator()
})
afterAll(() => facilitator.close())

type Channel = { balance?: string; pendingRequest?: unknown }

/**
 * The state, with the channel writes that record an on-chain result (a reservation's record whose balance
 * changed, or that is removed) failing while `failing.left` > 0: the official hook throws after the deposit
 * or the refund went through on chain.
 */
function hookFailing(state: StateStore, failing: { left: number; seen: number }): StateStore {
  const records = (key: string, expected: Channel | undefined, next: Channel | undefined) => key.startsWith(CHANNEL_PREFIX) && expected?.pendingRequest !== undefined && (next === undefined || (next.pendingRequest === undefined && next.balance !== expected.balance))
  const fail = () => {
    failing.left--
    failing.seen++
    return Promise.reject(new Error('channel record write failed'))
  }
  return new Proxy(state, {
    get(target, name) {
      const value = Reflect.get(target, name, target)
      if (name === 'compareAndSet') {
        return (key: string, expected: Channel, next: Channel, ...rest: unknown[]) => (failing.left > 0 && records(key, expected, next) ? fail() : target.compareAndSet(key, expected, next, ...(rest as [])))
      }
      if (name === 'deleteIfEquals') {
        return (key: string, expected: Channel) => (failing.left > 0 && records(key, expected, undefined) ? fail() : target.deleteIfEquals(key, expected))
      }
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

const folder = mkdtempSync(join(tmpdir(), 'x402-channel-hook-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
let disks = 0
const run = redisRun('x402-channel-hook')
const withRedis = (await describeWith('redis')) !== describe.skip
const backends: Array<[string, () => StateStore]> = [['disk', () => createEmbeddedState({ dir: join(folder, String(++disks)) })], ...(withRedis ? [['redis', () => run.state()] as [string, () => StateStore]] : [])]

describe.each(backends)('x402 channels: the official hook throws after the chain effect (%s state)', (_name, makeState) => {
  it.each([1, 2])('answers a deposit that went through on chain as paid when the hook throws %i time(s), records its charge, and the channel pays on', async (times) => {
    const failing = { left: times, seen: 0 }
    const logged: string[] = []
    const app = appWith({ facilitatorUrl: facilitator.url, channels: settings, state: hookFailing(makeState(), failing), log: (line) => logged.push(line) })
    const payer = channelPayer(facilitator)
    const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
    const url = 'http://localhost/api/paid/thing'
    const deposited = await payer.pay(send, url)
    expect(failing.seen).toBe(times)
    expect(deposited.status, await deposited.clone().text()).toBe(200)
    expect(decodePaymentResponseHeader(deposited.headers.get('payment-response')!)).toMatchObject({ success: true })
    if (times > 1) expect(logged.some((line) => /the deposit of channel .* is on chain .* could not record it/.test(line)), logged.join('\n')).toBe(true)
    const channels = (await (app.runtime.gate.rails[0] as unknown as { channels: () => Promise<Channels | undefined> }).channels())!
    const [recorded] = await channels.list()
    expect(recorded!.chargedCumulativeAmount).toBe('10000')
    expect(recorded!.pendingRequest).toBeUndefined()
    // The channel is not left busy, nor its deposit unknown: the next call pays by voucher, charged on top.
    const next = await payer.pay(send, url)
    expect(next.status, await next.clone().text()).toBe(200)
    expect((await channels.list())[0]).toMatchObject({ chargedCumulativeAmount: '20000' })
    await app.close()
  }, 60_000)

  it('answers a cooperative close carried out on chain as done, logs the hook\'s failure', async () => {
    const failing = { left: 0, seen: 0 }
    const logged: string[] = []
    const app = appWith({ facilitatorUrl: facilitator.url, channels: settings, state: hookFailing(makeState(), failing), log: (line) => logged.push(line) })
    const payer = channelPayer(facilitator)
    const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
    const url = 'http://localhost/api/paid/thing'
    expect((await payer.pay(send, url)).status).toBe(200)
    const refundedBefore = facilitator.ledger.refunded
    failing.left = 2
    const refunded = await payer.scheme.refund(url, { fetch: send as typeof fetch })
    expect(failing.seen).toBeGreaterThan(0)
    expect(facilitator.ledger.refunded).toBeGreaterThan(refundedBefore)
    expect(refunded.success).toBe(true)
    expect(logged.some((line) => /the close of channel .* is on chain .* could not record it/.test(line)), logged.join('\n')).toBe(true)
    await app.close()
  }, 60_000)
})
