import { describe, expect, it } from 'vitest'
import { BatchFailedError, createClient, ValidationError } from '../src/index.ts'
import type { DemoOperations } from './_demo-operations.ts'
import { startHost, usePaidHost } from './_host.ts'
import { countingSigner } from './_wallet.ts'

const paid = usePaidHost()

describe('batch: many calls behind one payment', () => {
  it('pays the exact sum once and returns every result in order', async () => {
    const signer = countingSigner()
    const client = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: signer } })
    const result = await client.batch([
      { id: 'demo.echo', params: { word: 'one' } },
      { id: 'demo.shout', params: { text: 'two' } },
      { id: 'demo.echo', params: { word: 'three', times: 2 } },
    ])
    expect(result.data.count).toBe(3)
    expect(result.data.results.map((entry) => entry.endpoint)).toEqual(['demo.echo', 'demo.shout', 'demo.echo'])
    expect(result.data.results[1].data).toMatchObject({ items: [{ text: 'TWO' }] })
    expect(result.data.results[2].data).toMatchObject({ items: [{ word: 'threethree' }] })
    expect(result.meta).toMatchObject({ endpoint: 'batch.run', caller: 'paid', cost: { amount: '22000' }, settlement: { status: 'settled', amount: '22000' } })
    expect(signer.signatures).toBe(1)
    expect(paid.facilitator.settled).toHaveLength(1)
    expect(await client.spent()).toMatchObject({ sessionUsd: '0.022' })
  })

  it('runs in trial mode with each operation\'s free call', async () => {
    const trialHost = await startHost()
    const client = createClient<DemoOperations>({ baseUrl: trialHost.url, trial: true })
    const result = await client.batch([{ id: 'demo.echo', params: { word: 'x' } }, { id: 'demo.shout', params: { text: 'y' } }])
    expect(result.meta.caller).toBe('trial')
    await expect(client.call('demo.echo', { word: 'again' })).rejects.toMatchObject({ name: 'TrialExhaustedError' })
    await trialHost.close()
  })

  it('refuses invalid calls with every failure named, before any payment', async () => {
    const signer = countingSigner()
    const client = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: signer } })
    const error = await client.batch([{ id: 'demo.echo', params: { word: '' } }, { id: 'demo.nope' }]).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).failures.map((failure) => [failure.index, failure.code])).toEqual([[0, 'INVALID_INPUT'], [1, 'NOT_FOUND']])
    expect(signer.signatures).toBe(0)
  })

  it('charges nothing when a call fails, and says which', async () => {
    const client = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: countingSigner() } })
    const error = await client.batch([{ id: 'demo.echo', params: { word: 'fine' } }, { id: 'demo.broken' }]).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BatchFailedError)
    expect((error as BatchFailedError).failures).toEqual([expect.objectContaining({ index: 1, endpoint: 'demo.broken', code: 'UPSTREAM_FAILED' })])
    expect(paid.facilitator.settled).toHaveLength(0)
  })

  it('applies spend controls to the batch: the allow-list to every call, the per-call limit times the calls', async () => {
    const signer = countingSigner()
    const listed = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: signer }, spend: { allow: ['demo.echo'] } })
    await expect(listed.batch([{ id: 'demo.echo', params: { word: 'a' } }, { id: 'demo.shout', params: { text: 'b' } }])).rejects.toMatchObject({ reason: 'not_allowed', operation: 'demo.shout' })
    const capped = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: signer }, spend: { maxPerCall: '0.005' } })
    await expect(capped.batch([{ id: 'demo.echo', params: { word: 'a' } }, { id: 'demo.shout', params: { text: 'b' } }])).rejects.toMatchObject({ reason: 'max_per_call', amountUsd: '0.012', limitUsd: '0.01' })
    // batch.run called by id is checked the same way.
    await expect(listed.call('batch.run', { calls: [{ endpoint: 'demo.echo', params: { word: 'a' } }, { endpoint: 'demo.shout', params: { text: 'b' } }] })).rejects.toMatchObject({ reason: 'not_allowed', operation: 'demo.shout' })
    expect(signer.signatures).toBe(0)
    expect((await capped.batch([{ id: 'demo.shout', params: { text: 'a' } }, { id: 'demo.shout', params: { text: 'b' } }])).meta.cost.amount).toBe('4000')
  })
})
