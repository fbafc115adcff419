import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channelFacilitator, type ChannelFacilitator } from '../../x402/test/_channel-facilitator.ts'
import { x402Hosts } from '../../x402/test/_setup.ts'
import { createClient, type PaymentProposal, PaymentRejectedError, PaymentRetryLaterError, UpstreamError } from '../src/index.ts'
import { countingSigner } from './_wallet.ts'

const { appWith } = x402Hosts()

let facilitator: ChannelFacilitator
beforeAll(async () => {
  facilitator = await channelFacilitator()
})
afterAll(() => facilitator.close())

// The host asks a deposit of 20 calls' price: $0.20 for `paid.thing` at $0.01.
const settings = { enabled: true, claim: { vouchers: 100, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: 20, withdrawDelaySeconds: 86_400 }

function host(now?: () => number) {
  const app = appWith({ facilitatorUrl: facilitator.url, channels: settings, ...(now ? { now } : {}) })
  /** The scheme of every payment the client sent. */
  const paidWith: string[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const header = request.headers.get('payment-signature')
    if (header) paidWith.push(JSON.parse(Buffer.from(header, 'base64').toString()).accepted.scheme)
    return app.app.fetch(request)
  }) as typeof globalThis.fetch
  return { app, fetch, paidWith }
}

const deposits = () => facilitator.ledger.transactions.filter((transaction) => transaction.functionName === 'deposit').length

describe('x402 batch-settlement channels', () => {
  it('opens a channel with one deposit, pays the next calls by voucher, and closes with the rest refunded', async () => {
    const { app, fetch, paidWith } = host()
    const signer = countingSigner()
    const proposals: PaymentProposal[] = []
    const client = createClient({ baseUrl: 'http://localhost', fetch, wallet: { evm: signer }, spend: { maxChannelDeposit: '1', approve: (proposal) => proposals.push(proposal) > 0 } })
    const before = deposits()
    for (let i = 0; i < 5; i++) {
      const { data, meta } = await client.call('paid.thing' as never, { q: String(i) } as never)
      expect(data).toMatchObject({ items: [{ q: String(i), payer: { address: signer.address } }] })
      expect(meta).toMatchObject({ caller: 'paid', cost: { amount: '10000' } })
    }
    expect(deposits() - before).toBe(1)
    expect(paidWith).toEqual(Array(5).fill('batch-settlement'))
    expect(proposals.map((proposal) => `${proposal.scheme} ${proposal.amount}`)).toEqual(Array(5).fill('batch-settlement 10000'))
    expect(await client.spent()).toMatchObject({ sessionUsd: '0.05' })
    const [channel] = await client.channels()
    expect(channel).toMatchObject({ depositUsd: '0.2', chargedUsd: '0.05', remainingUsd: '0.15' })
    const refundedBefore = facilitator.ledger.refunded
    const closed = await client.closeChannels()
    expect(closed).toEqual([{ channelId: channel!.channelId, refunded: true, refundedUsd: '0.15' }])
    expect(facilitator.ledger.refunded - refundedBefore).toBe(150_000n)
    expect(await client.channels()).toEqual([])
    await app.close()
  })

  it('pays exact when the deposit the host asks passes the cap, and without a cap', async () => {
    const { app, fetch, paidWith } = host()
    const before = deposits()
    for (const spend of [{ maxChannelDeposit: '0.1' }, {}]) {
      const client = createClient({ baseUrl: 'http://localhost', fetch, wallet: { evm: countingSigner() }, spend })
      // The stand-in facilitator settles channels only, so the exact payment is signed and sent but not settled.
      await expect(client.call('paid.thing' as never, { q: 'exact' } as never)).rejects.toThrow(/facilitator/)
      expect(await client.channels()).toEqual([])
    }
    expect(deposits()).toBe(before)
    expect(paidWith).toEqual(['exact', 'exact'])
    await app.close()
  })

  it('keeps the per-call cap: a voucher over maxPerCall is refused before anything is signed', async () => {
    const { app, fetch } = host()
    const signer = countingSigner()
    const client = createClient({ baseUrl: 'http://localhost', fetch, wallet: { evm: signer }, spend: { maxChannelDeposit: '1', maxPerCall: '0.005' } })
    await expect(client.call('paid.thing' as never, {} as never)).rejects.toMatchObject({ name: 'PaymentRefusedError', reason: 'max_per_call' })
    expect(signer.signatures).toBe(0)
    await app.close()
  })
})

describe('x402 channels after failed calls', () => {
  it('surfaces the host\'s refusal of a voucher that paid for its failed calls as PaymentRetryLaterError, with when; the same call then pays', async () => {
    let clock = Date.now()
    const { app, fetch } = host(() => clock)
    const client = createClient({ baseUrl: 'http://localhost', fetch, wallet: { evm: countingSigner() }, spend: { maxChannelDeposit: '1' } })
    await client.call('paid.thing' as never, { q: 'open' } as never)
    const first = clock
    // Each failure charges nothing: the next voucher names the same running total, and the host counts it.
    for (let failed = 0; failed < 3; failed++) await expect(client.call('paid.broken' as never, {} as never)).rejects.toBeInstanceOf(UpstreamError)
    const refused = await client.call('paid.thing' as never, { q: 'refused' } as never).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PaymentRetryLaterError)
    expect(refused).toBeInstanceOf(PaymentRejectedError)
    expect(refused).toMatchObject({ name: 'PaymentRetryLaterError', code: 'PAYMENT_INVALID', status: 402, reason: 'payment_failed_too_often', retryAfter: 600 })
    expect((refused as PaymentRetryLaterError).retryAt.getTime()).toBe(first + 600_000)
    clock = (refused as PaymentRetryLaterError).retryAt.getTime()
    const { meta } = await client.call('paid.thing' as never, { q: 'later' } as never)
    expect(meta).toMatchObject({ caller: 'paid', cost: { amount: '10000' } })
    expect(await client.channels()).toEqual([expect.objectContaining({ chargedUsd: '0.02' })])
    await app.close()
  })
})

describe('x402 channels under concurrent calls', () => {
  it('opens one channel for calls sent at once, each paid by its own voucher', async () => {
    const { app, fetch, paidWith } = host()
    const client = createClient({ baseUrl: 'http://localhost', fetch, wallet: { evm: countingSigner() }, spend: { maxChannelDeposit: '0.3' } })
    const before = deposits()
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((q) => client.call('paid.thing' as never, { q } as never)))
    expect(results.map((result) => (result.data as { items: Array<{ q: string }> }).items[0]!.q)).toEqual(['a', 'b', 'c', 'd'])
    expect(deposits() - before).toBe(1)
    expect(paidWith).toEqual(Array(4).fill('batch-settlement'))
    expect(await client.channels()).toEqual([expect.objectContaining({ depositUsd: '0.2', chargedUsd: '0.04' })])
    expect(await client.closeChannels()).toEqual([expect.objectContaining({ refunded: true })])
    await app.close()
  })
})
