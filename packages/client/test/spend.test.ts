import { describe, expect, it } from 'vitest'
import { createClient, memorySpendStore, PaymentRefusedError, type PaymentProposal } from '../src/index.ts'
import type { DemoOperations } from './_demo-operations.ts'
import { usePaidHost } from './_host.ts'
import { countingSigner } from './_wallet.ts'

const paid = usePaidHost()

const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as PaymentRefusedError)
/** The facilitator was asked nothing about a payment: no verify, no settle. */
const noPaymentReachedTheFacilitator = () => expect(paid.facilitator.requests.filter((request) => request.path !== '/supported')).toEqual([])

describe('spend controls refuse before anything is signed', () => {
  it('max per call: the default of $1 refuses a $2 operation; a higher limit lets it through', async () => {
    const signer = countingSigner()
    const error = await refusal(createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: signer } }).call('demo.pricey'))
    expect(error).toBeInstanceOf(PaymentRefusedError)
    expect(error).toMatchObject({ reason: 'max_per_call', amountUsd: '2', limitUsd: '1', operation: 'demo.pricey', code: 'PAYMENT_REFUSED' })
    expect(signer.signatures).toBe(0)
    noPaymentReachedTheFacilitator()
    const generous = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: signer }, spend: { maxPerCall: '2.5' } })
    expect((await generous.call('demo.pricey')).data).toEqual({ worth: 'it' })
    expect(signer.signatures).toBe(1)
  })

  it('max per session: counts what was paid and refuses the call that would pass it', async () => {
    const signer = countingSigner()
    const client = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: signer }, spend: { maxPerSession: 0.025 } })
    await client.call('demo.echo', { word: 'a' })
    await client.call('demo.echo', { word: 'b' })
    const error = await refusal(client.call('demo.echo', { word: 'c' }))
    expect(error).toMatchObject({ reason: 'max_per_session', amountUsd: '0.01', limitUsd: '0.025' })
    expect(error?.message).toBe('Paying $0.01 for demo.echo would pass the session limit of $0.025 ($0.02 spent)')
    expect(signer.signatures).toBe(2)
    // A cheaper call still fits.
    await client.call('demo.shout', { text: 'x' })
    expect(await client.spent()).toMatchObject({ sessionUsd: '0.022' })
  })

  it('max per session holds under concurrency: of 6 simultaneous calls only those that fit are signed', async () => {
    const signer = countingSigner()
    const client = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: signer }, spend: { maxPerSession: '0.03' } })
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => client.call('demo.echo', { word: `w${i}` })))
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3)
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome as PromiseRejectedResult).reason.reason)).toEqual(['max_per_session', 'max_per_session', 'max_per_session'])
    expect(signer.signatures).toBe(3)
    expect(paid.facilitator.settled).toHaveLength(3)
  })

  it('max per day: shared by clients that share a spend store, over a rolling 24 hours', async () => {
    let now = Date.now()
    const store = memorySpendStore()
    const morning = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: countingSigner() }, spend: { maxPerDay: '0.015', store }, now: () => now })
    await morning.call('demo.echo', { word: 'a' })
    const evening = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: countingSigner() }, spend: { maxPerDay: '0.015', store }, now: () => now })
    expect(await refusal(evening.call('demo.echo', { word: 'b' }))).toMatchObject({ reason: 'max_per_day', limitUsd: '0.015' })
    expect(await evening.spent()).toEqual({ sessionUsd: '0', dayUsd: '0.01', outstandingUsd: '0' })
    now += 24 * 3600_000 + 1000
    expect((await evening.call('demo.echo', { word: 'c' })).meta.caller).toBe('paid')
  })

  it('allow-list: pays only for listed operations or groups', async () => {
    const signer = countingSigner()
    const client = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: signer }, spend: { allow: ['demo.shout'] } })
    expect(await refusal(client.call('demo.echo', { word: 'a' }))).toMatchObject({ reason: 'not_allowed', operation: 'demo.echo', message: 'demo.echo is not in the allow-list of operations this client may pay for' })
    await client.call('demo.shout', { text: 'ok' })
    const byGroup = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: signer }, spend: { allow: ['demo.*'] } })
    await byGroup.call('demo.echo', { word: 'a' })
    expect(signer.signatures).toBe(2)
  })

  it('approval hook: sees the offer and what was spent, and its no refuses the payment', async () => {
    const signer = countingSigner()
    const proposals: PaymentProposal[] = []
    let answer = true
    const client = createClient<DemoOperations>({
      baseUrl: paid.host.url,
      wallet: { evm: signer },
      spend: { approve: (proposal) => { proposals.push(proposal); return answer } },
    })
    await client.call('demo.echo', { word: 'a' })
    answer = false
    expect(await refusal(client.call('demo.shout', { text: 'b' }))).toMatchObject({ reason: 'not_approved' })
    expect(signer.signatures).toBe(1)
    expect(proposals).toEqual([
      expect.objectContaining({ operations: ['demo.echo'], amountUsd: '0.01', amount: '10000', network: 'eip155:84532', asset: '0x036CbD53842c5426634e7929541eC2318f3dCF7e', spentUsd: { session: '0', day: '0' }, resource: `${paid.host.url}/api/demo/echo?word=a` }),
      expect.objectContaining({ operations: ['demo.shout'], amountUsd: '0.002', spentUsd: { session: '0.01', day: '0.01' } }),
    ])
  })

  it('a wallet with no rail the host offers is refused before signing', async () => {
    const { generateKeyPairSigner } = await import('@solana/kit')
    const error = await refusal(createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { solana: await generateKeyPairSigner() } }).call('demo.echo', { word: 'a' }))
    expect(error).toMatchObject({ reason: 'no_matching_rail' })
    expect(error?.message).toMatch(/offered: exact eip155:84532 0x036CbD53842c5426634e7929541eC2318f3dCF7e/)
    const mainnetOnly = countingSigner()
    expect(await refusal(createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: mainnetOnly, networks: ['eip155:8453'] } }).call('demo.echo', { word: 'a' }))).toMatchObject({ reason: 'no_matching_rail' })
    expect(mainnetOnly.signatures).toBe(0)
    noPaymentReachedTheFacilitator()
  })
})
