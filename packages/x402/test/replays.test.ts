import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signPayment } from './_evm.ts'
import { x402Hosts, decodeHeader, pay, payTo, solPayTo, stubFacilitator, type StubFacilitator } from './_setup.ts'

const { appWith } = x402Hosts()

let facilitator: StubFacilitator
beforeAll(async () => {
  facilitator = await stubFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

describe('one signature buys no endless free work', () => {
  it.each([
    [undefined, 3],
    [1, 1],
    [5, 5],
  ])('refuses a payment that paid for failed calls (failedCallsPerPayment %s: after %i)', async (configured, limit) => {
    const app = appWith({ facilitatorUrl: facilitator.url, ...(configured ? { config: { payments: { failedCallsPerPayment: configured } } } : {}) })
    const { header } = await signPayment({ resource: undefined })
    for (let i = 0; i < limit; i++) expect((await pay(app, header, '/api/paid/broken')).status).toBe(502)
    const refused = await pay(app, header, '/api/paid/broken')
    expect(refused.status).toBe(402)
    const body = await refused.json()
    expect(body).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'payment_failed_too_often', x402Version: 2 })
    expect(body.accepts.length).toBeGreaterThan(0)
    // Refused for any operation: the count is the payment's.
    expect((await (await pay(app, header)).json()).reason).toBe('payment_failed_too_often')
    expect(facilitator.settled).toHaveLength(0)
  })
})

describe('what the facilitator supports is followed without a restart', () => {
  const rotated = 'Cx1VmprGYDFqTpcRQv7bsYxuZvshNXkUCtGbq4Z5nCu2'
  const feePayerOffered = async (app: ReturnType<typeof appWith>) => {
    const offer = decodeHeader((await app.request('/api/paid/thing')).headers.get('payment-required'))
    return offer.accepts.find((entry: any) => entry.network.startsWith('solana:'))?.extra.feePayer
  }

  it('asks /supported again on a schedule: a rotated fee payer is offered after the refresh', async () => {
    let clock = Date.now()
    const app = appWith({ facilitatorUrl: facilitator.url, payTo: { evm: payTo, solana: solPayTo }, gateNow: () => clock, supportedRefreshMs: 60_000 })
    const before = await feePayerOffered(app)
    facilitator.feePayer = rotated
    expect(await feePayerOffered(app)).toBe(before)
    clock += 61_000
    expect(await feePayerOffered(app)).toBe(rotated)
  })

  it('asks again at once when a settlement is refused for naming what the facilitator no longer has', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url, payTo: { evm: payTo, solana: solPayTo } })
    await feePayerOffered(app)
    const asked = () => facilitator.requests.filter((request) => request.path === '/supported').length
    const before = asked()
    facilitator.feePayer = rotated
    facilitator.uptoRefusal = undefined
    facilitator.settleMode = 'mismatch'
    expect((await pay(app, (await signPayment()).header)).status).toBe(402)
    expect(asked()).toBe(before + 1)
    expect(await feePayerOffered(app)).toBe(rotated)
  })
})
