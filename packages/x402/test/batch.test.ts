import { x402Client } from '@x402/core/client'
import { registerExactEvmScheme } from '@x402/evm/exact/client'
import { wrapFetchWithPayment } from '@x402/fetch'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { x402Hosts, rail, stubFacilitator, type StubFacilitator } from './_setup.ts'

const { appWith } = x402Hosts()

let facilitator: StubFacilitator
beforeAll(async () => {
  facilitator = await stubFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

function payingFetch() {
  const app = appWith({ facilitatorUrl: facilitator.url })
  const client = new x402Client()
  registerExactEvmScheme(client, { signer: privateKeyToAccount(generatePrivateKey()), networks: [rail.network] })
  return wrapFetchWithPayment(async (input: RequestInfo | URL, init?: RequestInit) => app.app.fetch(new Request(input, init)), client)
}

const runBatch = (fetch: ReturnType<typeof payingFetch>, calls: unknown[]) =>
  fetch('http://localhost/api/batch/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ calls }) })

describe('a batch behind one payment', () => {
  it('is quoted at the exact sum, paid once and settled once', async () => {
    const response = await runBatch(payingFetch(), [{ endpoint: 'paid.thing', params: { q: 'a' } }, { endpoint: 'paid.thing' }, { endpoint: 'paid.echo', params: { text: 'hi' } }])
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.data.count).toBe(3)
    expect(facilitator.settled).toHaveLength(1)
    expect(facilitator.settled[0]!.paymentRequirements.amount).toBe('22000')
    expect(body.meta.settlement).toMatchObject({ status: 'settled', amount: '22000' })
  })

  it('settles nothing when a sub-call fails', async () => {
    const response = await runBatch(payingFetch(), [{ endpoint: 'paid.thing' }, { endpoint: 'paid.broken' }])
    expect(response.status).toBe(502)
    expect((await response.json()).code).toBe('BATCH_FAILED')
    expect(facilitator.settled).toHaveLength(0)
  })
})
