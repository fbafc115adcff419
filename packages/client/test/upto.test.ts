import { decodeBase64Json, stubFacilitator } from '@svc/x402/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, PaymentRefusedError, type PaymentProposal } from '../src/index.ts'
import { startHost, usePaidHost, type RunningHost } from './_host.ts'
import { meteredPlugin } from './_metered.ts'
import { countingSigner } from './_wallet.ts'

const paid = usePaidHost({ plugins: [meteredPlugin], upto: true })
const settledSchemes = () => paid.facilitator.settled.map((settled) => `${settled.paymentRequirements.scheme} ${settled.paymentRequirements.amount}`)

describe('up-to billed operations paid with upto (Permit2)', () => {
  it('signs a permit for the quoted maximum; only the usage is settled and counted as spent', async () => {
    const signer = countingSigner()
    const proposals: PaymentProposal[] = []
    const client = createClient({ baseUrl: paid.host.url, wallet: { evm: signer }, spend: { approve: (proposal) => proposals.push(proposal) > 0 } })
    const { data, meta } = await client.call('metered.chat', { max_tokens: 1000, use: 250 })
    expect(data).toMatchObject({ items: [{ tokens: 250 }] })
    expect(meta).toMatchObject({ caller: 'paid', cost: { amount: '2500', usd: 0.0025 }, authorized: { amount: '10000' }, usage: { amount: '2500', tokens: 250 }, settlement: { status: 'settled', amount: '2500', payer: signer.address } })
    expect(proposals).toEqual([expect.objectContaining({ scheme: 'upto', amountUsd: '0.01', amount: '10000' })])
    expect(signer.signatures).toBe(1)
    const permit = paid.facilitator.settled[0]!.paymentPayload.payload.permit2Authorization
    expect(permit).toMatchObject({ from: signer.address, permitted: { amount: '10000' }, witness: { facilitator: '0x00000000000000000000000000000000000000f1' } })
    expect(settledSchemes()).toEqual(['upto 2500'])
    expect(await client.spent()).toEqual({ sessionUsd: '0.0025', dayUsd: '0.0025', outstandingUsd: '0' })
  })

  it('records zero when the call used nothing (no settlement moved money)', async () => {
    const client = createClient({ baseUrl: paid.host.url, wallet: { evm: countingSigner() } })
    const { meta } = await client.call('metered.chat', { max_tokens: 500, use: 0 })
    expect(meta).toMatchObject({ cost: { amount: '0' }, authorized: { amount: '5000' }, settlement: { amount: '0' } })
    expect(await client.spent()).toEqual({ sessionUsd: '0', dayUsd: '0', outstandingUsd: '0' })
  })

  it('reserves the maximum before signing: limits see the maximum, later calls see what was settled', async () => {
    const signer = countingSigner()
    // max_tokens 2000 authorizes $0.02, over a $0.015 call limit, however little it would use.
    const strict = createClient({ baseUrl: paid.host.url, wallet: { evm: signer }, spend: { maxPerCall: '0.015' } })
    await expect(strict.call('metered.chat', { max_tokens: 2000, use: 1 })).rejects.toMatchObject({ name: 'PaymentRefusedError', reason: 'max_per_call', amountUsd: '0.02' })
    expect(signer.signatures).toBe(0)
    // Two concurrent calls of $0.01 at most under a $0.015 session: only one is signed.
    const client = createClient({ baseUrl: paid.host.url, wallet: { evm: signer }, spend: { maxPerSession: '0.015' } })
    const outcomes = await Promise.allSettled([client.call('metered.chat', { max_tokens: 1000, use: 100 }), client.call('metered.chat', { max_tokens: 1000, use: 100 })])
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect((outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(PaymentRefusedError)
    // The first settled $0.001, so another $0.01 maximum now fits ($0.011 <= $0.015).
    expect(await client.spent()).toMatchObject({ sessionUsd: '0.001' })
    await client.call('metered.chat', { max_tokens: 1000, use: 300 })
    expect(await client.spent()).toMatchObject({ sessionUsd: '0.004', outstandingUsd: '0' })
    expect(signer.signatures).toBe(2)
  })

  it('with upto: false pays exact at the maximum, settled in full', async () => {
    const client = createClient({ baseUrl: paid.host.url, wallet: { evm: countingSigner() }, upto: false })
    const { meta } = await client.call('metered.chat', { max_tokens: 1000, use: 250 })
    expect(meta).toMatchObject({ cost: { amount: '10000' }, settlement: { amount: '10000' } })
    expect(settledSchemes()).toEqual(['exact 10000'])
    expect(await client.spent()).toMatchObject({ sessionUsd: '0.01' })
  })

  it('falls back to exact when the facilitator refuses the permit for want of a Permit2 allowance, and stays with exact', async () => {
    paid.facilitator.uptoRefusal = 'permit2_allowance_required'
    const signer = countingSigner()
    const client = createClient({ baseUrl: paid.host.url, wallet: { evm: signer } })
    const { meta } = await client.call('metered.chat', { max_tokens: 1000, use: 250 })
    expect(meta).toMatchObject({ cost: { amount: '10000' }, settlement: { status: 'settled', amount: '10000' } })
    expect(signer.signatures).toBe(2)
    await client.call('metered.chat', { max_tokens: 100, use: 50 })
    expect(signer.signatures).toBe(3)
    expect(settledSchemes()).toEqual(['exact 10000', 'exact 1000'])
    // The refused permit counts until its deadline (a host could still settle it), the exact payments for good.
    expect(await client.spent()).toMatchObject({ sessionUsd: '0.021', outstandingUsd: '0.01' })
  })
})

describe('a host whose facilitator settles only exact', () => {
  let host: RunningHost
  let facilitator: Awaited<ReturnType<typeof stubFacilitator>>
  beforeAll(async () => {
    facilitator = await stubFacilitator()
    host = await startHost({ facilitatorUrl: facilitator.url, plugins: [meteredPlugin] })
  })
  afterAll(async () => {
    await host.close()
    await facilitator.close()
  })

  it('offers exact alone, and the client pays it at the maximum', async () => {
    const offer = await fetch(`${host.url}/api/metered/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ max_tokens: 1000, use: 1 }) })
    expect(decodeBase64Json(offer.headers.get('payment-required')).accepts.map((entry: { scheme: string }) => entry.scheme)).toEqual(['exact'])
    const client = createClient({ baseUrl: host.url, wallet: { evm: countingSigner() } })
    const { meta } = await client.call('metered.chat', { max_tokens: 1000, use: 1 })
    expect(meta).toMatchObject({ cost: { amount: '10000' } })
    expect(facilitator.settled.map((settled) => settled.paymentRequirements.scheme)).toEqual(['exact'])
  })
})
