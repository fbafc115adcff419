import { createClient } from '@svc/client'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mppHosts, officialFacilitator, type OfficialFacilitator } from './_setup.ts'

const { hostWith } = mppHosts()

let facilitator: OfficialFacilitator
beforeAll(async () => {
  facilitator = await officialFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

function clientOf(rail: 'x402' | 'mpp' | undefined, spend?: { maxPerCall?: string }) {
  const app = hostWith({ facilitatorUrl: facilitator.url })
  const account = privateKeyToAccount(generatePrivateKey())
  const seen: Request[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    seen.push(request.clone())
    return app.app.fetch(request)
  }
  const client = createClient({ baseUrl: 'http://localhost', fetch: fetch as typeof globalThis.fetch, wallet: { evm: account }, ...(rail ? { rail } : {}), ...(spend ? { spend } : {}) })
  return { client, account, seen }
}

describe('@svc/client paying with either rail', () => {
  it('pays with MPP when asked (Authorization: Payment), settled once, the spend recorded', async () => {
    const { client, account, seen } = clientOf('mpp')
    const result = await client.call('paid.thing' as never, { q: 'mpp' } as never) as { data: { items: Array<{ payer: { address: string } }> }; meta: { settlement: { amount: string } } }
    expect(result.data.items[0]!.payer.address).toBe(account.address)
    expect(seen.at(-1)!.headers.get('authorization')).toMatch(/^Payment /)
    expect(seen.at(-1)!.headers.get('payment-signature')).toBeNull()
    expect(result.meta.settlement.amount).toBe('10000')
    expect(facilitator.exactSettled).toHaveLength(1)
    expect((await client.spent()).sessionUsd).toBe('0.01')
  })

  it('pays with x402 by default on the same host', async () => {
    const { client, seen } = clientOf(undefined)
    await client.call('paid.thing' as never, { q: 'x402' } as never)
    expect(seen.at(-1)!.headers.get('payment-signature')).toBeTruthy()
    expect(seen.at(-1)!.headers.get('authorization')).toBeNull()
    expect(facilitator.exactSettled).toHaveLength(1)
  })

  it('applies the spend caps to MPP too: nothing is signed over the per-call cap', async () => {
    const { client, seen } = clientOf('mpp', { maxPerCall: '0.001' })
    await expect(client.call('paid.thing' as never, { q: 'capped' } as never)).rejects.toThrow(/0\.001|cap|limit/i)
    expect(seen.some((request) => request.headers.has('authorization'))).toBe(false)
    expect(facilitator.exactSettled).toHaveLength(0)
  })
})

describe('SVC_PAY_RAIL (the MCP server and svc call --pay)', () => {
  it('names the preferred rail, and refuses anything but x402 or mpp', async () => {
    const { railFromEnv } = await import('@svc/client/env')
    expect(railFromEnv({})).toBeUndefined()
    expect(railFromEnv({ SVC_PAY_RAIL: 'MPP' })).toBe('mpp')
    expect(railFromEnv({ SVC_PAY_RAIL: 'x402' })).toBe('x402')
    expect(() => railFromEnv({ SVC_PAY_RAIL: 'lightning' })).toThrow(/SVC_PAY_RAIL must be x402 or mpp/)
  })
})
