import { createEmbeddedState, type StateStore } from '@svc/core'
import { Receipt } from 'mppx'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mppHosts, mppxPayer, officialFacilitator, type OfficialFacilitator, payTo, rail } from './_setup.ts'

const { hostWith } = mppHosts()

let facilitator: OfficialFacilitator
beforeAll(async () => {
  facilitator = await officialFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

describe('the official mppx client (evm charge) as the paying peer', () => {
  it('reads the WWW-Authenticate: Payment challenge, pays with Authorization: Payment, gets 200 with a Payment-Receipt; one settlement', async () => {
    const app = hostWith({ facilitatorUrl: facilitator.url })
    const { account, fetch, sent } = mppxPayer(app)
    const response = await fetch('http://localhost/api/paid/thing?q=hello')
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(sent[1]!.headers.get('authorization')).toMatch(/^Payment /)
    expect(body.data.items[0]).toEqual({ q: 'hello', payer: { address: account.address, network: rail.network } })
    expect(body.meta.settlement).toMatchObject({ status: 'settled', amount: '10000', payer: account.address, network: rail.network })
    const receipt = Receipt.deserialize(response.headers.get('payment-receipt')!)
    expect(receipt).toMatchObject({ method: 'evm', status: 'success', reference: body.meta.settlement.transaction })
    expect(facilitator.exactSettled).toHaveLength(1)
    expect(facilitator.sent).toHaveLength(1)
    expect(facilitator.sent[0]).toMatchObject({ functionName: 'transferWithAuthorization' })
    expect(String(facilitator.sent[0]!.args[1]).toLowerCase()).toBe(payTo.toLowerCase())
    expect(facilitator.sent[0]!.args[2]).toBe(10000n)
  })

  it('a 402 carries the MPP challenge next to x402\'s offers', async () => {
    const app = hostWith({ facilitatorUrl: facilitator.url })
    const response = await app.request('/api/paid/thing?q=hello')
    expect(response.status).toBe(402)
    expect(response.headers.get('www-authenticate')).toMatch(/^Payment id="[^"]+", realm="localhost", method="evm", intent="charge"/)
    expect(response.headers.get('payment-required')).toBeTruthy()
    expect((await response.json()).accepts[0]).toMatchObject({ scheme: 'exact', network: rail.network, amount: '10000' })
  })

  it('never charges a call that fails: the upstream error comes back and nothing is settled', async () => {
    const app = hostWith({ facilitatorUrl: facilitator.url })
    const { fetch } = mppxPayer(app)
    const response = await fetch('http://localhost/api/paid/broken')
    expect(response.status).toBe(502)
    expect(response.headers.get('payment-receipt')).toBeNull()
    expect(facilitator.exactSettled).toHaveLength(0)
    expect(facilitator.sent).toHaveLength(0)
  })

  it('answers a settled credential as paid when its reservation cannot be marked settled (the money moved): 200, one settlement', async () => {
    // The state refuses the write that marks a reservation settled, as Redis might just after the transfer.
    const inner = createEmbeddedState()
    const state = new Proxy(inner, {
      get(target, property, receiver) {
        if (property !== 'set') return Reflect.get(target, property, receiver)
        return (key: string, value: unknown, options?: unknown) => {
          if ((value as { state?: string } | undefined)?.state === 'settled') return Promise.reject(new Error('connection lost'))
          return target.set(key, value, options as never)
        }
      },
    }) as StateStore
    const app = hostWith({ facilitatorUrl: facilitator.url, state })
    const { fetch } = mppxPayer(app)
    const response = await fetch('http://localhost/api/paid/thing?q=hello')
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.meta.settlement).toMatchObject({ status: 'settled', amount: '10000' })
    expect(response.headers.get('payment-receipt')).toBeTruthy()
    expect(facilitator.exactSettled).toHaveLength(1)
  })
})
