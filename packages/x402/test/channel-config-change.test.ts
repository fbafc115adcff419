import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState } from '@svc/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import type { Channels } from '../src/index.ts'
import { channelPayer } from './_channel-client.ts'
import { channelFacilitator, type ChannelFacilitator } from './_channel-facilitator.ts'
import { x402Hosts } from './_setup.ts'

const { appWith } = x402Hosts()

const settings = { enabled: true, claim: { vouchers: 100, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: 150, withdrawDelaySeconds: 86_400 }
const PERIOD = 5 * 60_000
const URL = 'http://localhost/api/paid/thing'
const ROTATED = privateKeyToAccount(generatePrivateKey()).address

const opened: Array<{ close(): unknown }> = []
afterEach(async () => {
  for (const one of opened.splice(0)) await one.close()
})

/** A host whose facilitator can rotate its receiver authorizer in `/supported`, on a clock a test moves. */
async function hostOf() {
  let rotated = false
  let clock = Date.now()
  const facilitator: ChannelFacilitator = await channelFacilitator({
    supported: (official) => ({ ...official, kinds: official.kinds.map((kind: Record<string, any>) => (rotated && kind.scheme === 'batch-settlement' ? { ...kind, extra: { ...kind.extra, receiverAuthorizer: ROTATED } } : kind)) }),
  })
  const app = appWith({ facilitatorUrl: facilitator.url, channels: settings, gateNow: () => clock })
  opened.push(facilitator, app)
  const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
  const channels = async (): Promise<Channels> => (await (app.runtime.gate.rails[0] as unknown as { channels: () => Promise<Channels | undefined> }).channels())!
  return {
    facilitator,
    send,
    channels,
    rotate: () => {
      rotated = true
      clock += PERIOD + 1000
    },
    async record() {
      return (await (await channels()).list())[0]!
    },
  }
}

describe('x402 batch-settlement: a channel opened under another receiver authorizer', () => {
  it('takes no new voucher once the facilitator names another authorizer: a 402 with the current offer, nothing charged, the vouched amount still claimable', async () => {
    const host = await hostOf()
    const payer = channelPayer(host.facilitator)
    for (const q of ['open', 'a', 'b']) expect((await payer.pay(host.send, `${URL}?q=${q}`)).status).toBe(200)
    const before = await host.record()
    expect(BigInt(before.chargedCumulativeAmount)).toBe(30_000n)
    const [voucher] = await payer.signAhead(URL, 1)
    host.rotate()
    const refused = await host.send(`${URL}?q=rotated`, { headers: { 'payment-signature': voucher! } })
    expect(refused.status).toBe(402)
    const body = await refused.json()
    expect(body).toMatchObject({ reason: 'invalid_batch_settlement_evm_receiver_authorizer_mismatch' })
    const offer = body.accepts.find((accept: { scheme: string }) => accept.scheme === 'batch-settlement')
    expect(offer.extra.receiverAuthorizer).toBe(ROTATED)
    const after = await host.record()
    expect(after.chargedCumulativeAmount).toBe(before.chargedCumulativeAmount)
    expect(after.signedMaxClaimable).toBe(before.signedMaxClaimable)
    expect(after.pendingRequest).toBeUndefined()
    // What the earlier vouchers owe is still there to claim, under the authorizer the channel names.
    const channels = await host.channels()
    expect((await channels.claims.figures()).unclaimedMicros).toBe('30000')
    expect((await channels.claims.claim()).length).toBeGreaterThan(0)
    expect((await host.record()).totalClaimed).toBe('30000')
  }, 60_000)
})

describe('x402 batch-settlement: a channel opened under another withdraw delay', () => {
  it('takes no new voucher once the operator offers another delay (a restart with new settings): a 402 with the official code and the new offer, nothing charged, the vouched amount still claimable', async () => {
    const facilitator = await channelFacilitator()
    opened.push(facilitator)
    const dir = mkdtempSync(join(tmpdir(), 'svc-x402-delay-'))
    // The host running now, closed before its folder goes.
    let running: { close(): Promise<void> } | undefined
    opened.push({ close: async () => {
      await running?.close()
      rmSync(dir, { recursive: true, force: true })
    } })
    const hostWith = (withdrawDelaySeconds: number) => {
      const app = appWith({ facilitatorUrl: facilitator.url, state: createEmbeddedState({ dir }), channels: { ...settings, withdrawDelaySeconds } })
      running = app
      const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
      const channels = async (): Promise<Channels> => (await (app.runtime.gate.rails[0] as unknown as { channels: () => Promise<Channels | undefined> }).channels())!
      return { app, send, channels, record: async () => (await (await channels()).list())[0]! }
    }
    const first = hostWith(86_400)
    const payer = channelPayer(facilitator)
    for (const q of ['open', 'a', 'b']) expect((await payer.pay(first.send, `${URL}?q=${q}`)).status).toBe(200)
    const before = await first.record()
    expect(before.channelConfig.withdrawDelay).toBe(86_400)
    expect(BigInt(before.chargedCumulativeAmount)).toBe(30_000n)
    // The next voucher, signed for the channel as opened; the host restarts on the same folder with a shorter delay.
    const [voucher] = await payer.signAhead(URL, 1)
    await first.app.close()
    const second = hostWith(3600)
    const refused = await second.send(`${URL}?q=delay`, { headers: { 'payment-signature': voucher! } })
    expect(refused.status).toBe(402)
    const body = await refused.json()
    expect(body).toMatchObject({ error: 'invalid_batch_settlement_evm_withdraw_delay_mismatch', reason: 'invalid_batch_settlement_evm_withdraw_delay_mismatch' })
    const offer = body.accepts.find((accept: { scheme: string }) => accept.scheme === 'batch-settlement')
    expect(offer.extra.withdrawDelay).toBe(3600)
    const after = await second.record()
    expect(after.chargedCumulativeAmount).toBe(before.chargedCumulativeAmount)
    expect(after.signedMaxClaimable).toBe(before.signedMaxClaimable)
    expect(after.pendingRequest).toBeUndefined()
    // What the earlier vouchers owe is claimed under the channel's own config (its delay as opened).
    const channels = await second.channels()
    expect((await channels.claims.figures()).unclaimedMicros).toBe('30000')
    expect((await channels.claims.claim()).length).toBeGreaterThan(0)
    expect((await second.record()).totalClaimed).toBe('30000')
  }, 60_000)
})
