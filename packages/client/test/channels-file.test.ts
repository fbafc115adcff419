import { mkdtempSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channelFacilitator, type ChannelFacilitator } from '../../x402/test/_channel-facilitator.ts'
import { x402Hosts } from '../../x402/test/_setup.ts'
import { fileChannelStore } from '../src/env.ts'
import { createClient, type ChannelRecord } from '../src/index.ts'
import { countingSigner } from './_wallet.ts'

const { appWith } = x402Hosts()

// Each client here stands for one run of a program (one `svc call`): nothing is shared but the file.
let facilitator: ChannelFacilitator
beforeAll(async () => {
  facilitator = await channelFacilitator()
})
afterAll(() => facilitator.close())

// The host asks a deposit of 20 calls' price: $0.20 for `paid.thing` at $0.01.
const settings = { enabled: true, claim: { vouchers: 100, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: 20, withdrawDelaySeconds: 86_400 }
const deposits = () => facilitator.ledger.transactions.filter((transaction) => transaction.functionName === 'deposit').length

function setup() {
  const app = appWith({ facilitatorUrl: facilitator.url, channels: settings })
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => app.app.fetch(new Request(input, init))) as typeof globalThis.fetch
  const file = join(mkdtempSync(join(tmpdir(), 'svc-channels-')), 'svc', 'channels.json')
  const signer = countingSigner()
  /** A new client on the same file: as a later process would make it. */
  const run = (maxChannelDeposit?: string) => createClient({ baseUrl: 'http://localhost', fetch, wallet: { evm: signer }, channelStore: fileChannelStore(file), spend: maxChannelDeposit ? { maxChannelDeposit } : {} })
  /** The host's own record of a channel. */
  const hostRecord = (channelId: string) => app.runtime.state.get<{ balance: string; chargedCumulativeAmount: string }>(`x402:channel:${channelId}`)
  const stored = async () => JSON.parse(await readFile(file, 'utf8')) as ChannelRecord[]
  return { app, file, signer, run, hostRecord, stored }
}

describe('x402 channels kept in a file', () => {
  it('a later client pays from the channel an earlier one opened, and its close refunds and forgets it', async () => {
    const { app, file, signer, run, hostRecord, stored } = setup()
    const before = deposits()
    await run('1').call('paid.thing' as never, { q: 'first' } as never)
    // The file names the channel with its deposit and running total, readable by its owner only.
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const [record] = await stored()
    expect(record).toMatchObject({ host: 'http://localhost', payer: signer.address.toLowerCase(), deposit: '200000', charged: '10000', url: 'http://localhost/api/paid/thing?q=first' })
    // Later runs: no deposit cap is needed to pay from a channel already open.
    await run().call('paid.thing' as never, { q: 'second' } as never)
    await run('1').call('paid.thing' as never, { q: 'third' } as never)
    expect(deposits() - before).toBe(1)
    const [balance] = await run().channels()
    expect(balance).toMatchObject({ channelId: record!.channelId, host: 'http://localhost', depositUsd: '0.2', chargedUsd: '0.03', remainingUsd: '0.17' })
    // What the host says of the channel is what the file says.
    expect(await hostRecord(record!.channelId)).toMatchObject({ balance: '200000', chargedCumulativeAmount: '30000' })
    const refundedBefore = facilitator.ledger.refunded
    expect(await run().closeChannels()).toEqual([{ channelId: record!.channelId, refunded: true, refundedUsd: '0.17' }])
    expect(facilitator.ledger.refunded - refundedBefore).toBe(170_000n)
    // The record stays closed, its deposit down to what was claimed: the escrow's total that a new deposit counts on from.
    expect(await stored()).toEqual([expect.objectContaining({ channelId: record!.channelId, deposit: '30000', charged: '30000', closedAt: expect.any(Number) })])
    expect(await run().channels()).toEqual([])
    // Opened again: a new deposit into the same channel, the vouchers counting on from the claimed $0.03.
    await run('1').call('paid.thing' as never, { q: 'again' } as never)
    expect(deposits() - before).toBe(2)
    expect(await run().channels()).toEqual([expect.objectContaining({ depositUsd: '0.23', chargedUsd: '0.04', remainingUsd: '0.19' })])
    expect(await hostRecord(record!.channelId)).toMatchObject({ balance: '230000', chargedCumulativeAmount: '40000' })
    expect(await run().closeChannels()).toEqual([expect.objectContaining({ refunded: true, refundedUsd: '0.19' })])
    await app.close()
  })

  it('clients paying at once from one file open one channel and never sign the same running total', async () => {
    const { app, run, hostRecord, stored } = setup()
    const before = deposits()
    const clients = [run('0.3'), run('0.3'), run('0.3')]
    const results = await Promise.all(clients.flatMap((client, c) => ['a', 'b'].map((q) => client.call('paid.thing' as never, { q: `${c}${q}` } as never))))
    expect(results).toHaveLength(6)
    expect(deposits() - before).toBe(1)
    const [record] = await stored()
    expect(record).toMatchObject({ deposit: '200000', charged: '60000' })
    expect(await hostRecord(record!.channelId)).toMatchObject({ chargedCumulativeAmount: '60000' })
    // The cap holds over every client of the file: $0.20 held, so another $0.20 deposit would pass $0.30.
    expect(await run('0.3').channels()).toHaveLength(1)
    await run().closeChannels()
    await app.close()
  })
})
