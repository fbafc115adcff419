import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Channels } from '../src/index.ts'
import { channelPayer } from './_channel-client.ts'
import { channelFacilitator, type ChannelFacilitator } from './_channel-facilitator.ts'
import { x402Hosts } from './_setup.ts'

const { appWith } = x402Hosts()

const settings = { enabled: true, claim: { vouchers: 100, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: 150, withdrawDelaySeconds: 86_400 }
const URL = 'http://localhost/api/paid/thing'

let facilitator: ChannelFacilitator
beforeAll(async () => {
  facilitator = await channelFacilitator()
})
afterAll(() => facilitator.close())

describe('x402 batch-settlement: a voucher not signed by the channel\'s payer authorizer', () => {
  it('is refused with a 402 before the call runs, nothing charged; the payer\'s own next voucher is taken', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url, channels: settings })
    const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
    const record = async () => (await ((await (app.runtime.gate.rails[0] as unknown as { channels: () => Promise<Channels | undefined> }).channels())!).list())[0]!
    const payer = channelPayer(facilitator)
    for (const q of ['open', 'a']) expect((await payer.pay(send, `${URL}?q=${q}`)).status).toBe(200)
    const before = await record()
    // The next running total, as the payer would sign it, but signed by another key.
    const [forged] = await payer.signAhead(URL, 1, privateKeyToAccount(generatePrivateKey()))
    const refused = await send(`${URL}?q=forged`, { headers: { 'payment-signature': forged! } })
    expect(refused.status, await refused.clone().text()).toBe(402)
    const after = await record()
    expect([after.chargedCumulativeAmount, after.signedMaxClaimable, after.pendingRequest]).toEqual([before.chargedCumulativeAmount, before.signedMaxClaimable, undefined])
    const [genuine] = await payer.signAhead(URL, 1)
    expect((await send(`${URL}?q=genuine`, { headers: { 'payment-signature': genuine! } })).status).toBe(200)
    expect(BigInt((await record()).chargedCumulativeAmount)).toBe(BigInt(before.chargedCumulativeAmount) + 10_000n)
    await app.close()
  }, 60_000)
})
