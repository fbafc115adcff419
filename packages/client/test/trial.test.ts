import { stubFacilitator } from '@svc/x402/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient, PaymentRequiredError, TrialExhaustedError } from '../src/index.ts'
import type { DemoOperations } from './_demo-operations.ts'
import { startHost, type RunningHost } from './_host.ts'
import { countingSigner } from './_wallet.ts'

let host: RunningHost | undefined
afterEach(async () => {
  await host?.close()
  host = undefined
})

describe('trial mode against a host over a port', () => {
  it('makes the one free call, then says when the next one opens', async () => {
    host = await startHost()
    const client = createClient<DemoOperations>({ baseUrl: host.url, trial: true })
    const first = await client.call('demo.echo', { word: 'hi', times: 2 })
    expect(first.data).toMatchObject({ ok: true, items: [{ word: 'hihi', caller: 'trial' }] })
    expect(first.meta).toMatchObject({ endpoint: 'demo.echo', caller: 'trial', cost: { usd: 0 }, settlement: null })
    const second = await client.call('demo.echo', { word: 'hi' }).catch((error: unknown) => error)
    expect(second).toBeInstanceOf(TrialExhaustedError)
    const exhausted = second as TrialExhaustedError
    expect(exhausted).toMatchObject({ code: 'TRIAL_EXHAUSTED', status: 402, operation: 'demo.echo' })
    expect(exhausted.retryAfter).toBeGreaterThan(3500)
    expect(exhausted.retryAfter).toBeLessThanOrEqual(3600)
    expect(exhausted.nextTrialAt.getTime()).toBeGreaterThan(Date.now() + 3500_000)
    // Another operation still has its own free call.
    expect((await client.call('demo.shout', { text: 'hey' })).data).toMatchObject({ items: [{ text: 'HEY', tags: [] }] })
  })

  it('serves free operations with no wallet and no trial, and asks for payment otherwise', async () => {
    host = await startHost()
    const client = createClient<DemoOperations>({ baseUrl: host.url })
    expect(await client.call('demo.free')).toMatchObject({ data: { hello: 'world' }, meta: { caller: 'free' } })
    const error = await client.call('demo.echo', { word: 'x' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PaymentRequiredError)
    expect(error).toMatchObject({ code: 'PAYMENT_REQUIRED', priceUsd: '0.01', operation: 'demo.echo' })
    expect((error as Error).message).toMatch(/demo\.echo must be paid \(\$0\.01\): give the client a wallet, or use trial mode/)
  })

  it('with a wallet too, pays once the free call is used up', async () => {
    const facilitator = await stubFacilitator()
    host = await startHost({ facilitatorUrl: facilitator.url })
    const signer = countingSigner()
    const client = createClient<DemoOperations>({ baseUrl: host.url, trial: true, wallet: { evm: signer } })
    expect((await client.call('demo.echo', { word: 'a' })).meta.caller).toBe('trial')
    expect(signer.signatures).toBe(0)
    const paid = await client.call('demo.echo', { word: 'b' })
    expect(paid.meta).toMatchObject({ caller: 'paid', cost: { usd: 0.01, amount: '10000' }, settlement: { status: 'settled', payer: signer.address } })
    expect(signer.signatures).toBe(1)
    expect(facilitator.settled).toHaveLength(1)
    await facilitator.close()
  })
})
