import { x402Client } from '@x402/core/client'
import { UptoEvmScheme } from '@x402/evm/upto/client'
import { decodePaymentResponseHeader, wrapFetchWithPayment } from '@x402/fetch'
import { createPublicClient, custom } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PERMIT2_ADDRESS, type Facilitator } from '../src/index.ts'
import { permit2ReadAbi } from '../src/permit2.ts'
import { startTestChain, stormFetch, type TestChain } from './_chain.ts'
import { meteredHosts } from './_metered.ts'

const { meteredApp } = meteredHosts()

let chain: TestChain
let facilitator: Facilitator
const payTo = privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  chain = await startTestChain()
  facilitator = chain.facilitator()
}, 60_000)
afterAll(() => chain?.close())

const host = () => meteredApp(facilitator, { evmRail: chain.rail, payTo })

async function payer(units: bigint, approved: bigint = units): Promise<PrivateKeyAccount> {
  const account = privateKeyToAccount(generatePrivateKey())
  await chain.mint(account.address, units)
  if (approved > 0n) await chain.approvePermit2(account, approved)
  return account
}

/** The official upto client (only upto registered), recording the header it sends. */
function uptoClient(app: ReturnType<typeof host>, account: PrivateKeyAccount) {
  const sent: string[] = []
  const client = new x402Client().setSpendControls({ allowedAssets: [{ network: chain.rail.network, asset: chain.rail.asset }] }).register(chain.rail.network, new UptoEvmScheme(account))
  const fetch = wrapFetchWithPayment(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const header = request.headers.get('payment-signature')
    if (header) sent.push(header)
    return app.app.fetch(request)
  }, client)
  return { sent, chat: (body: Record<string, unknown>) => fetch('http://localhost/api/metered/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) }
}

const allowance = (owner: string) => createPublicClient({ transport: custom(chain.provider) }).readContract({ address: chain.rail.asset, abi: permit2ReadAbi, functionName: 'allowance', args: [owner as `0x${string}`, PERMIT2_ADDRESS] })

describe('self-hosted facilitator settling upto through Permit2 on an in-process EVM', () => {
  it('offers upto once Permit2 and the upto proxy are deployed, naming its gas account as the facilitator', async () => {
    const gas = privateKeyToAccount(chain.gasKey).address
    expect((await facilitator.supported()).kinds).toEqual([
      { x402Version: 2, scheme: 'exact', network: chain.rail.network },
      { x402Version: 2, scheme: 'upto', network: chain.rail.network, extra: { facilitatorAddress: gas } },
    ])
    const body = await (await host().request('/api/metered/chat', { json: { max_tokens: 1000 } })).json()
    expect(body.accepts[0]).toMatchObject({ scheme: 'upto', amount: '10000', asset: chain.rail.asset, extra: { facilitatorAddress: gas, assetTransferMethod: 'permit2' } })
  })

  it('moves only the usage on chain, once: the official client authorizes 10000, 4000 moves, a replay moves nothing', async () => {
    const account = await payer(1_000_000n)
    const app = host()
    const { chat, sent } = uptoClient(app, account)
    const before = await chain.balanceOf(payTo)
    const response = await chat({ max_tokens: 1000, use: 400 })
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.meta).toMatchObject({ cost: { amount: '4000' }, authorized: { amount: '10000' }, settlement: { status: 'settled', amount: '4000', payer: account.address } })
    expect(body.meta.settlement.transaction).toMatch(/^0x[0-9a-f]{64}$/)
    expect(decodePaymentResponseHeader(response.headers.get('payment-response')!)).toMatchObject({ success: true, amount: '4000' })
    expect(await chain.balanceOf(payTo)).toBe(before + 4000n)
    expect(await chain.balanceOf(account.address)).toBe(996_000n)
    expect(await allowance(account.address)).toBe(996_000n)

    // Replayed on a fresh host that never saw it: verified, but the chain says the nonce is used before anything runs.
    const replay = await host().request('/api/metered/chat', { json: { max_tokens: 1000, use: 400 }, headers: { 'payment-signature': sent[0]! } })
    expect(await replay.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'nonce_used' })
    expect(await chain.balanceOf(account.address)).toBe(996_000n)
  }, 30_000)

  it('moves nothing when the usage is zero', async () => {
    const account = await payer(1_000_000n)
    const response = await uptoClient(host(), account).chat({ max_tokens: 1000, use: 0 })
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.meta.settlement).toMatchObject({ amount: '0' })
    expect(await chain.balanceOf(account.address)).toBe(1_000_000n)
  }, 30_000)

  it('moves at most the authorized maximum when the usage exceeds it', async () => {
    const account = await payer(1_000_000n)
    const body = await (await uptoClient(host(), account).chat({ max_tokens: 300, use: 999 })).json()
    expect(body.meta).toMatchObject({ cost: { amount: '3000' }, usage: { amount: '9990' } })
    expect(await chain.balanceOf(account.address)).toBe(997_000n)
  }, 30_000)

  it('withholds the result and moves nothing when the payer never approved Permit2', async () => {
    const account = await payer(1_000_000n, 0n)
    const response = await uptoClient(host(), account).chat({ max_tokens: 1000, use: 400 })
    const body = await response.json()
    expect(response.status).toBe(402)
    expect(body).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'permit2_allowance_required' })
    expect(body.error).toMatch(/approve Permit2/)
    expect(body.data).toBeUndefined()
    expect(await chain.balanceOf(account.address)).toBe(1_000_000n)
  }, 30_000)

  it('settles one permit once when 20 requests carry it to two hosts that share no state (the chain refuses the second)', async () => {
    const account = await payer(1_000_000n)
    const hosts = [host(), host()]
    const client = new x402Client().setSpendControls({ allowedAssets: [{ network: chain.rail.network, asset: chain.rail.asset }] }).register(chain.rail.network, new UptoEvmScheme(account))
    const { statuses, fetch } = stormFetch(hosts, 20)
    const response = await wrapFetchWithPayment(fetch, client)('http://localhost/api/metered/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"max_tokens":1000,"use":250}' })
    expect(response.status).toBe(200)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 402)).toHaveLength(19)
    expect(await chain.balanceOf(account.address)).toBe(997_500n)
  }, 30_000)
})
