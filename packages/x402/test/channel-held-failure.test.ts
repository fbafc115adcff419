import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Channels } from '../src/index.ts'
import { channelPayer } from './_channel-client.ts'
import { channelFacilitator, type ChannelFacilitator } from './_channel-facilitator.ts'
import { x402Hosts } from './_setup.ts'

const { appWith } = x402Hosts()

const settings = { enabled: true, claim: { vouchers: 100, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: 150, withdrawDelaySeconds: 86_400 }
const THING = 'http://localhost/api/paid/thing'
const BROKEN = 'http://localhost/api/paid/broken'

let facilitator: ChannelFacilitator
beforeAll(async () => {
  facilitator = await channelFacilitator()
})
afterAll(() => facilitator.close())

describe('x402 batch-settlement: a voucher on core\'s one-step hold (PaymentRail.hold)', () => {
  it('charges nothing for a call that fails: the hold is freed, the voucher pays a later call once, and after the failed-call limit it is refused before anything runs', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url, channels: settings })
    const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
    const x402 = app.runtime.gate.rails[0] as unknown as { verify: (...args: unknown[]) => Promise<unknown>; hold: (...args: unknown[]) => Promise<unknown>; channels: () => Promise<Channels | undefined> }
    const record = async () => (await (await x402.channels())!.list())[0]!
    const payer = channelPayer(facilitator)
    // The deposit goes through verify (the official hooks and the facilitator); the vouchers after it through hold alone.
    expect((await payer.pay(send, `${THING}?q=open`)).status).toBe(200)
    const taken = { verify: 0, hold: 0 }
    const { verify, hold } = x402
    x402.verify = async (...args) => (taken.verify++, verify.apply(x402, args))
    x402.hold = async (...args) => (taken.hold++, hold.apply(x402, args))
    const fails = async (voucher: string) => {
      const before = await record()
      const answer = await send(BROKEN, { headers: { 'payment-signature': voucher } })
      expect(answer.status, await answer.clone().text()).toBe(502)
      expect(answer.headers.get('payment-response')).toBeNull()
      const after = await record()
      expect([after.chargedCumulativeAmount, after.signedMaxClaimable, after.pendingRequest]).toEqual([before.chargedCumulativeAmount, before.signedMaxClaimable, undefined])
    }
    // Two failed calls: nothing charged, the channel free; the same voucher then pays a call that succeeds, once.
    const [first] = await payer.signAhead(BROKEN, 1)
    for (let failed = 0; failed < 2; failed++) await fails(first!)
    const charged = BigInt((await record()).chargedCumulativeAmount)
    const paid = await send(`${THING}?q=after`, { headers: { 'payment-signature': first! } })
    expect(paid.status, await paid.clone().text()).toBe(200)
    expect(paid.headers.get('payment-response')).toBeTruthy()
    expect(BigInt((await record()).chargedCumulativeAmount)).toBe(charged + 10_000n)
    expect((await send(`${THING}?q=again`, { headers: { 'payment-signature': first! } })).status).toBe(402)
    // The next voucher, after payments.failedCallsPerPayment (3) failed calls: refused before anything runs, nothing held or charged.
    // The payer's own record follows the host's (the headers were sent here, not through its client).
    const { channelId, chargedCumulativeAmount } = await record()
    await payer.storage.set(channelId.toLowerCase(), { ...(await payer.storage.get(channelId.toLowerCase()))!, chargedCumulativeAmount })
    const [next] = await payer.signAhead(BROKEN, 1)
    for (let failed = 0; failed < 3; failed++) await fails(next!)
    const refused = await send(BROKEN, { headers: { 'payment-signature': next! } })
    expect(refused.status).toBe(402)
    expect(await refused.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'payment_failed_too_often' })
    expect((await record()).pendingRequest).toBeUndefined()
    expect(BigInt((await record()).chargedCumulativeAmount)).toBe(charged + 10_000n)
    // Every voucher was held in one step; only the replayed one went on to verify, whose official path refused it.
    expect(taken).toEqual({ verify: 1, hold: 8 })
    await app.close()
  }, 60_000)
})
