import { describe, expect, it } from 'vitest'
import { createClient, UpstreamError, ValidationError, type BinaryData } from '../src/index.ts'
import type { DemoOperations } from './_demo-operations.ts'
import { usePaidHost } from './_host.ts'
import { countingSigner } from './_wallet.ts'

const paid = usePaidHost()

describe('paying with an EVM wallet through the x402 gate and the stub facilitator', () => {
  it('pays a GET: signs the offer, gets the data, the settlement and the cost', async () => {
    const signer = countingSigner()
    const client = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: signer } })
    const result = await client.call('demo.echo', { word: 'paid', times: 3 })
    expect(result.data).toMatchObject({ ok: true, items: [{ word: 'paidpaidpaid', caller: 'paid' }] })
    expect(result.meta).toMatchObject({ caller: 'paid', cost: { usd: 0.01, amount: '10000', currency: 'USDC' }, settlement: { status: 'settled', amount: '10000', payer: signer.address, network: 'eip155:84532' } })
    expect(signer.signatures).toBe(1)
    expect(paid.facilitator.settled).toHaveLength(1)
    expect(paid.facilitator.settled[0]!.paymentPayload.payload.authorization).toMatchObject({ from: signer.address, value: '10000' })
    expect(await client.spent()).toEqual({ sessionUsd: '0.01', dayUsd: '0.01', outstandingUsd: '0' })
  })

  it('pays a POST with a JSON body, and raw bytes with the cost from headers', async () => {
    const client = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: countingSigner() } })
    const shout = await client.call('demo.shout', { text: 'quiet', tags: ['a', 'b'] })
    expect(shout.data).toMatchObject({ items: [{ text: 'QUIET', tags: ['a', 'b'] }] })
    expect(paid.facilitator.settled[0]!.paymentRequirements.amount).toBe('2000')
    const pixel = await client.call('demo.pixel')
    const data = pixel.data as BinaryData
    expect(data.contentType).toBe('image/gif')
    expect([...data.bytes]).toEqual([71, 73, 70, 56, 57, 97])
    expect(pixel.meta).toMatchObject({ endpoint: 'demo.pixel', caller: 'paid', cost: { usd: 0.003, amount: '3000' }, settlement: { status: 'settled', amount: '3000' } })
    expect(await client.spent()).toMatchObject({ sessionUsd: '0.005' })
  })

  it('refuses invalid params with a ValidationError naming the field, before any 402 or signature', async () => {
    const signer = countingSigner()
    const client = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: signer } })
    const error = await client.call('demo.echo', { word: 'x', times: 9 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toMatchObject({ status: 400, code: 'INVALID_INPUT', field: 'times' })
    expect((error as ValidationError).issues[0]).toMatchObject({ field: 'times' })
    const unknownMember = await client.call('demo.shout', { text: 'a', loud: true } as never).catch((caught: unknown) => caught)
    expect(unknownMember).toMatchObject({ name: 'ValidationError', field: 'loud' })
    expect(signer.signatures).toBe(0)
  })

  it('reports a failing upstream as UpstreamError; nothing is settled, the signed amount stays outstanding until it expires', async () => {
    let now = Date.now()
    const client = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: countingSigner() }, now: () => now })
    const broken = await client.call('demo.broken').catch((caught: unknown) => caught)
    expect(broken).toBeInstanceOf(UpstreamError)
    expect(broken).toMatchObject({ status: 502, code: 'UPSTREAM_FAILED' })
    const limited = await client.call('demo.limited').catch((caught: unknown) => caught)
    expect(limited).toMatchObject({ name: 'UpstreamError', status: 429, code: 'UPSTREAM_RATE_LIMIT', retryAfter: 30 })
    expect(paid.facilitator.settled).toHaveLength(0)
    expect(await client.spent()).toEqual({ sessionUsd: '0.02', dayUsd: '0.02', outstandingUsd: '0.02' })
    now += 61_000
    expect(await client.spent()).toEqual({ sessionUsd: '0', dayUsd: '0', outstandingUsd: '0' })
  })

  it('names an operation the host does not have, with its group\'s operations', async () => {
    const client = createClient<DemoOperations>({ baseUrl: paid.host.url, trial: true })
    await expect(client.call('demo.nope')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'demo.nope is not an operation of this host; demo has demo.broken, demo.echo, demo.free, demo.limited, demo.pixel, demo.pricey, demo.shout' })
  })
})
