import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, type StateStore } from '@svc/core'
import { describeWith } from '@svc/core/testing'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channelFacilitator, type ChannelFacilitator } from '../../x402/test/_channel-facilitator.ts'
import { redisRun } from '../../x402/test/_redis-run.ts'
import { x402Hosts } from '../../x402/test/_setup.ts'
import { createClient } from '../src/index.ts'

const { appWith } = x402Hosts()

// A wallet's own account with a host, read by signing in (account.receipts, account.channels): its
// paid calls and its channels as the host records them, and nobody else's.

/** This file's Redis keys, removed (and checked gone) after it. */
const run = redisRun('client-account')
const describeWithRedis = await describeWith('redis')
const backends: Array<[string, () => StateStore, typeof describe | typeof describeWithRedis]> = [
  ['disk', () => createEmbeddedState({ dir: mkdtempSync(join(tmpdir(), 'svc-account-')) }), describe],
  ['Redis', () => run.state(), describeWithRedis],
]

// paid.thing costs $0.01; the host asks a deposit of 20 calls: $0.20.
const settings = { enabled: true, claim: { vouchers: 100, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: 20, withdrawDelaySeconds: 86_400 }

for (const [name, makeState, describeOn] of backends) {
  describeOn(`a wallet's receipts and channels, signed in, with the host's state on ${name}`, () => {
    let facilitator: ChannelFacilitator
    let app: ReturnType<typeof appWith>
    let fetch: typeof globalThis.fetch
    /** A viem account: signs payments (typed data) and sign-ins (messages). */
    const wallet = privateKeyToAccount(generatePrivateKey())
    const client = () => createClient({ baseUrl: 'http://localhost', fetch, wallet: { evm: wallet }, spend: { maxChannelDeposit: '1' } })

    beforeAll(async () => {
      facilitator = await channelFacilitator()
      app = appWith({ facilitatorUrl: facilitator.url, channels: settings, state: makeState() })
      fetch = ((input: RequestInfo | URL, init?: RequestInit) => app.app.fetch(new Request(input, init))) as typeof globalThis.fetch
    })
    afterAll(async () => {
      await app.close()
      await facilitator.close()
    })

    it('shows the signed-in wallet its paid calls and its channel, nothing paid for reading them', async () => {
      const payer = client()
      await payer.call('paid.thing' as never, { q: 'one' } as never)
      await payer.call('paid.thing' as never, { q: 'two' } as never)
      const [held] = await payer.channels()
      const reader = client()
      const balance = await reader.channelBalance()
      expect(balance).toEqual({
        payer: wallet.address, network: 'eip155:84532', count: 1,
        channels: [{ rail: 'x402', channelId: held!.channelId, network: 'eip155:84532', depositUsd: 0.2, chargedUsd: 0.02, claimedUsd: 0, remainingUsd: 0.18 }],
      })
      const { receipts, count } = await reader.receipts()
      expect(count).toBe(2)
      // Newest first; a voucher names its channel, as it has no transaction of its own.
      expect(receipts.map((receipt) => [receipt.operation, receipt.amount, receipt.channel])).toEqual([['paid.thing', '10000', held!.channelId], ['paid.thing', '10000', held!.channelId]])
      expect(receipts[0]).toMatchObject({ amountUsd: 0.01, network: 'eip155:84532', status: 'settled', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })
      expect((await reader.receipts({ limit: 1 })).receipts).toHaveLength(1)
      // Reading is free: nothing new was paid, the receipts are still two.
      expect((await reader.receipts()).count).toBe(2)
      await payer.closeChannels()
      expect((await reader.channelBalance()).channels).toEqual([])
    })

    it('shows another wallet none of it', async () => {
      const other = createClient({ baseUrl: 'http://localhost', fetch, wallet: { evm: privateKeyToAccount(generatePrivateKey()) } })
      expect(await other.receipts()).toMatchObject({ count: 0, receipts: [] })
      expect(await other.channelBalance()).toMatchObject({ count: 0, channels: [] })
    })

    it('answers a call without a sign-in with the 402 and its sign-in challenge', async () => {
      for (const path of ['/api/account/receipts', '/api/account/channels']) {
        const response = await app.request(path)
        expect(response.status).toBe(402)
        const body = await response.json()
        expect(body.extensions['sign-in-with-x'].info).toMatchObject({ domain: expect.any(String), nonce: expect.any(String) })
        // Sign in, or pay its listed price, as the other own-data reads.
        expect(body.accepts.map((offer: { amount: string }) => offer.amount)).toContain('2500')
      }
    })

    it('refuses bad input naming the field', async () => {
      const response = await app.request('/api/account/receipts?limit=0')
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain('limit')
    })
  })
}
