import { createEmbeddedState } from '@svc/core'
import { type TestApp, testHost } from '@svc/core/testing'
import { x402Client } from '@x402/core/client'
import { registerExactEvmScheme } from '@x402/evm/exact/client'
import { wrapFetchWithPayment } from '@x402/fetch'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { custom } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalFacilitator, createX402Gate, type Facilitator } from '../src/index.ts'
import { startTestChain, stormFetch, type TestChain } from './_chain.ts'
import { paidPlugin } from './_setup.ts'
import { officiallyChecked } from './_official-402.ts'

let chain: TestChain
let facilitator: Facilitator
const payTo = privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  chain = await startTestChain()
  facilitator = chain.facilitator()
}, 60_000)
afterAll(() => chain?.close())

const h = testHost({
  plugins: paidPlugin,
  paid: true,
  gate: (context) => createX402Gate({ state: context.state, network: 'testnet', payTo: { evm: payTo }, facilitator, evmRail: chain.rail }),
})

/** A fresh host (its own memory state) of the file's test host. */
function host(): TestApp {
  return officiallyChecked(h.open({ state: createEmbeddedState() }).app)
}

async function fundedPayer(units: bigint): Promise<PrivateKeyAccount> {
  const payer = privateKeyToAccount(generatePrivateKey())
  await chain.mint(payer.address, units)
  return payer
}

/** The official client, recording the payment header it sends so the test can replay it. */
function officialClient(app: TestApp, payer: PrivateKeyAccount) {
  const sent: string[] = []
  // The token is not Base Sepolia's real USDC address: allow it by name, as a client of such a host would.
  const client = new x402Client().setSpendControls({ allowedAssets: [{ network: chain.rail.network, asset: chain.rail.asset }] })
  registerExactEvmScheme(client, { signer: payer, networks: [chain.rail.network] })
  const fetchApp = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const header = request.headers.get('payment-signature')
    if (header) sent.push(header)
    return app.app.fetch(request)
  }
  return { sent, fetch: wrapFetchWithPayment(fetchApp, client) }
}

describe('self-hosted facilitator on an in-process EVM with an EIP-3009 token', () => {
  it('advertises the rail it settles and its gas signer', async () => {
    const supported = await facilitator.supported()
    expect(supported.kinds[0]).toEqual({ x402Version: 2, scheme: 'exact', network: 'eip155:84532' })
    expect(supported.signers['eip155:*']).toEqual([privateKeyToAccount(chain.gasKey).address])
  })

  it('settles a paid call on chain exactly once: the official client pays, balances move once, a replay moves nothing', async () => {
    const app = host()
    const payer = await fundedPayer(1_000_000n)
    const { fetch, sent } = officialClient(app, payer)
    const before = await chain.balanceOf(payTo)
    const response = await fetch('http://localhost/api/paid/thing?q=onchain')
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.meta.settlement).toMatchObject({ status: 'settled', amount: '10000', payer: payer.address, network: 'eip155:84532' })
    expect(body.meta.settlement.transaction).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await chain.balanceOf(payTo)).toBe(before + 10_000n)
    expect(await chain.balanceOf(payer.address)).toBe(990_000n)

    // The same header again: refused by the host (nonce reserved)...
    const replay = await app.request('/api/paid/thing?q=onchain', { headers: { 'payment-signature': sent[0]! } })
    expect(replay.status).toBe(402)
    // ...and by the chain, on a fresh host that never saw it.
    const fresh = await host().request('/api/paid/thing?q=onchain', { headers: { 'payment-signature': sent[0]! } })
    expect(fresh.status).toBe(402)
    expect(await chain.balanceOf(payTo)).toBe(before + 10_000n)
    expect(await chain.balanceOf(payer.address)).toBe(990_000n)
  }, 30_000)

  it('charges nothing when the operation fails', async () => {
    const app = host()
    const payer = await fundedPayer(1_000_000n)
    const { fetch } = officialClient(app, payer)
    const response = await fetch('http://localhost/api/paid/broken')
    expect(response.status).toBe(502)
    expect(await chain.balanceOf(payer.address)).toBe(1_000_000n)
  }, 30_000)

  it('withholds the result and moves nothing when the payer lacks the funds', async () => {
    const app = host()
    const payer = await fundedPayer(5_000n)
    const { fetch } = officialClient(app, payer)
    const response = await fetch('http://localhost/api/paid/thing')
    expect(response.status).toBe(402)
    const body = await response.json()
    expect(body).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'insufficient_funds' })
    expect(body.error).toMatch(/less than 10000/)
    expect(body.data).toBeUndefined()
    expect(await chain.balanceOf(payer.address)).toBe(5_000n)
  }, 30_000)

  it('settles one payment once when 20 requests carry it at the same time to two hosts that share no state (the chain refuses the second)', async () => {
    const hosts = [host(), host()]
    const payer = await fundedPayer(1_000_000n)
    const client = new x402Client().setSpendControls({ allowedAssets: [{ network: chain.rail.network, asset: chain.rail.asset }] })
    registerExactEvmScheme(client, { signer: payer, networks: [chain.rail.network] })
    // When the client pays, the signed request is sent 20 times at once, alternating hosts.
    const { statuses, fetch } = stormFetch(hosts, 20)
    const response = await wrapFetchWithPayment(fetch, client)('http://localhost/api/paid/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"a"}' })
    expect(response.status).toBe(200)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 402)).toHaveLength(19)
    expect(await chain.balanceOf(payer.address)).toBe(998_000n)
  }, 30_000)

  it('settles concurrent calls concurrently: sends overlap with nonces counted in process, and receipts are read per block, not polled per transaction', async () => {
    const methods: string[] = []
    let inFlight = 0
    let overlapped = 0
    const transport = custom({
      async request(args: { method: string; params?: unknown }) {
        methods.push(args.method)
        if (args.method !== 'eth_sendRawTransaction' && args.method !== 'eth_sendTransaction') return chain.provider.request(args as never)
        inFlight++
        overlapped = Math.max(overlapped, inFlight)
        try {
          // A real node takes a moment to accept a transaction: concurrent sends are seen side by side.
          await new Promise((resolve) => setTimeout(resolve, 50))
          return await chain.provider.request(args as never)
        } finally {
          inFlight--
        }
      },
    })
    const counted = createLocalFacilitator({ rail: chain.rail, privateKey: chain.gasKey, transport, pollingIntervalMs: 20, receiptTimeoutMs: 10_000 })
    const app = h.open({ state: createEmbeddedState(), gate: (context) => createX402Gate({ state: context.state, network: 'testnet', payTo: { evm: payTo }, facilitator: counted, evmRail: chain.rail }) }).app
    const payers = []
    for (let i = 0; i < 6; i++) payers.push(await fundedPayer(1_000_000n))
    const responses = await Promise.all(payers.map((payer, i) => officialClient(app, payer).fetch(`http://localhost/api/paid/thing?q=c${i}`)))
    const bodies = await Promise.all(responses.map((response) => response.json()))
    expect(responses.map((response) => response.status), JSON.stringify(bodies)).toEqual(payers.map(() => 200))
    expect(new Set(bodies.map((body) => body.meta.settlement.transaction)).size).toBe(6)
    for (const payer of payers) expect(await chain.balanceOf(payer.address)).toBe(990_000n)
    expect(overlapped).toBeGreaterThan(1)
    // One direct look per transaction at most, and no receipt poll loop per transaction.
    expect(methods.filter((method) => method === 'eth_getTransactionReceipt').length).toBeLessThanOrEqual(12)
  }, 60_000)
})
