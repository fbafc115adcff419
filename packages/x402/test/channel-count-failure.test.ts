import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, type StateStore } from '@svc/core'
import { decodePaymentResponseHeader } from '@x402/fetch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Channels } from '../src/index.ts'
import { SINCE_CLAIM_KEYS } from '../src/channels/claims.ts'
import { channelFacilitator, type ChannelFacilitator } from './_channel-facilitator.ts'
import { channelPayer } from './_channel-client.ts'
import { x402Hosts } from './_setup.ts'

const { appWith } = x402Hosts()
// A claim after every payment: each voucher's charge writes the claim counters at once.
const settings = { enabled: true, claim: { vouchers: 1, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: 100, withdrawDelaySeconds: 86_400 }

let facilitator: ChannelFacilitator
beforeAll(async () => {
  facilitator = await channelFacilitator()
})
afterAll(() => facilitator.close())

/** The state, with its writes of the counters `keys` (the claim policy's by default) failing while `failing.on` (a Redis hiccup). */
function countersFailing(state: StateStore, failing: { on: boolean }, keys: readonly string[] = SINCE_CLAIM_KEYS): StateStore {
  return new Proxy(state, {
    get(target, name) {
      const value = Reflect.get(target, name, target)
      if (name === 'increment') {
        return (key: string, ...rest: unknown[]) => {
          if (failing.on && keys.includes(key)) return Promise.reject(new Error('counter write failed'))
          return (value as (...args: unknown[]) => unknown).call(target, key, ...rest)
        }
      }
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

describe('x402 channels: the figures of a payment or a close never fail it', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'svc-channel-count-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('never fails a call whose voucher is recorded: the payer gets the answer it paid for', async () => {
    const failing = { on: false }
    const app = appWith({ facilitatorUrl: facilitator.url, channels: settings, state: countersFailing(createEmbeddedState({ dir }), failing) })
    const payer = channelPayer(facilitator)
    const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
    const url = 'http://localhost/api/paid/thing'
    const channels = (await (app.runtime.gate.rails[0] as unknown as { channels: () => Promise<Channels | undefined> }).channels())!
    expect((await payer.pay(send, url)).status).toBe(200)
    // The claim the deposit started has ended: the next payment counts at once.
    await channels.claims.idle()
    failing.on = true
    const response = await payer.pay(send, url)
    // The voucher was recorded (charged): its answer goes out, whatever became of the counters.
    expect(response.status, await response.clone().text()).toBe(200)
    expect(decodePaymentResponseHeader(response.headers.get('payment-response')!)).toMatchObject({ success: true })
    const [record] = await channels.list()
    expect(record!.chargedCumulativeAmount).toBe('20000')
    failing.on = false
    await app.close()
  }, 60_000)

  it('answers a cooperative close carried out on chain even when its figures cannot be written', async () => {
    const failing = { on: false }
    const app = appWith({ facilitatorUrl: facilitator.url, channels: settings, state: countersFailing(createEmbeddedState({ dir: join(dir, 'close') }), failing, ['x402:batch:total:closes']) })
    const payer = channelPayer(facilitator)
    const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
    const url = 'http://localhost/api/paid/thing'
    expect((await payer.pay(send, url)).status).toBe(200)
    failing.on = true
    const refunded = await payer.scheme.refund(url, { fetch: send as typeof fetch })
    // The refund went through: the payer is told so, not answered 500.
    expect(refunded.success).toBe(true)
    failing.on = false
    await app.close()
  }, 60_000)
})
