import { defineRail } from '@svc/core'
import { testHost } from '@svc/core/testing'
import { Challenge, Credential, Receipt } from 'mppx'
import { tempo } from 'mppx/server'
import { type Address, concat, createClient, custom, encodeAbiParameters, encodeEventTopics, encodeFunctionData, type Hex, keccak256, slice, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { Abis } from 'viem/tempo'
import { tempoModerato } from 'viem/tempo/chains'
import { describe, expect, it } from 'vitest'
import { createMppRail } from '../src/index.ts'
import { paidPlugin } from './_setup.ts'

/** pathUSD, the TIP-20 token mppx charges in on Tempo's testnet by default. */
const PATH_USD: Address = '0x20c0000000000000000000000000000000000000'
const REALM = 'svc.test'

/**
 * The memo a Tempo payer writes for MPP (mppx's attribution memo, 32 bytes): the tag keccak256("mpp")[0..4],
 * version 1, the server's fingerprint keccak256(realm)[0..10], no client, and the challenge's nonce
 * keccak256(challenge id)[0..7] in bytes 25-31, which binds the transfer to that one challenge.
 */
function challengeMemo(realm: string, challengeId: string): Hex {
  const first = (text: string, bytes: number) => slice(keccak256(toHex(text)), 0, bytes)
  return concat([first('mpp', 4), '0x01', first(realm, 10), toHex(0, { size: 10 }), first(challengeId, 7)])
}

/**
 * A Tempo testnet as mppx's charge reads it, with no network: `eth_getTransactionReceipt` answers the
 * payments "mined" here (a TIP-20 TransferWithMemo log, as the token emits it); every RPC call is counted.
 */
function mockedTempo() {
  const receipts = new Map<string, Record<string, unknown>>()
  const calls: string[] = []
  const transport = custom({
    async request({ method, params }: { method: string; params?: unknown }) {
      calls.push(method)
      if (method === 'eth_chainId') return toHex(tempoModerato.id)
      if (method === 'eth_getTransactionReceipt') return receipts.get(String((params as string[])[0]).toLowerCase()) ?? null
      // A signed transaction (pull mode): its simulation passes, its broadcast is taken.
      if (method === 'eth_call') return '0x'
      if (method === 'eth_sendRawTransaction') return keccak256((params as Hex[])[0]!)
      throw new Error(`the mocked Tempo RPC has no ${method}`)
    },
  })
  const client = createClient({ chain: tempoModerato, transport })
  return {
    calls,
    getClient: () => client,
    /** A mined transfer of `amount` pathUSD units from `from` to `to` with `memo`; its hash. */
    mine(from: Address, to: Address, amount: bigint, memo: Hex): Hex {
      const hash = keccak256(toHex(`${from}${to}${amount}${memo}${receipts.size}`))
      const topics = encodeEventTopics({ abi: Abis.tip20, eventName: 'TransferWithMemo', args: { from, to, memo } })
      const block = { blockHash: keccak256(hash), blockNumber: '0x10', transactionHash: hash, transactionIndex: '0x0' }
      receipts.set(hash.toLowerCase(), {
        ...block, from, to: PATH_USD, status: '0x1', type: '0x76', contractAddress: null, cumulativeGasUsed: '0x5208', gasUsed: '0x5208', effectiveGasPrice: '0x1', logsBloom: `0x${'00'.repeat(256)}`,
        logs: [{ ...block, address: PATH_USD, topics, data: encodeAbiParameters([{ type: 'uint256' }], [amount]), logIndex: '0x0', removed: false }],
      })
      return hash
    },
  }
}

const h = testHost({ plugins: paidPlugin, paid: true })

function tempoHost() {
  const chain = mockedTempo()
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const method = tempo.charge({ recipient, testnet: true, getClient: chain.getClient, waitForConfirmation: false } as never)
  const app = h.open({
    rails: [defineRail({ id: 'mpp', create: ({ state }) => createMppRail({ state, methods: [method as never], realm: REALM, secretKey: 'k'.repeat(32) }) })],
  }).app
  return { app, chain, recipient }
}

/** The Tempo challenge of a 402 and a credential for it: the hash of a transfer that pays it (push mode), naming the payer. */
async function payWithTempo(host: ReturnType<typeof tempoHost>, payer: Address, options: { amount?: bigint; memoFor?: string; sourceChainId?: number } = {}) {
  const unpaid = await host.app.request('/api/paid/thing?q=tempo')
  expect(unpaid.status).toBe(402)
  const challenge = Challenge.fromResponseList(unpaid).find((one) => one.method === 'tempo')!
  const request = challenge.request as { amount: string; currency: string; recipient: string }
  const hash = host.chain.mine(payer, host.recipient, options.amount ?? BigInt(request.amount), challengeMemo(REALM, options.memoFor ?? challenge.id))
  const credential = Credential.serialize(Credential.from({ challenge, payload: { type: 'hash', hash }, source: `did:pkh:eip155:${options.sourceChainId ?? tempoModerato.id}:${payer}` }))
  return { challenge, request, hash, authorization: credential }
}

describe('MPP Tempo charge (mppx tempo.charge), on a mocked Tempo RPC', () => {
  it('offers a Tempo challenge in pathUSD to the configured recipient; a credential naming a mined transfer pays once, with a Payment-Receipt', async () => {
    const host = tempoHost()
    const payer = privateKeyToAccount(generatePrivateKey()).address
    const { request, hash, authorization } = await payWithTempo(host, payer)
    expect(request).toMatchObject({ amount: '10000', currency: PATH_USD, recipient: host.recipient })

    const paid = await host.app.request('/api/paid/thing?q=tempo', { headers: { authorization } })
    expect(paid.status).toBe(200)
    const body = await paid.json()
    expect(body.meta).toMatchObject({ caller: 'paid', settlement: { status: 'settled', transaction: hash, payer, network: `eip155:${tempoModerato.id}`, amount: '10000' } })
    expect(Receipt.deserialize(paid.headers.get('payment-receipt')!)).toMatchObject({ method: 'tempo', status: 'success', reference: hash })
    expect(host.chain.calls).toContain('eth_getTransactionReceipt')

    // The same credential again: refused before anything runs, nothing paid twice.
    const again = await host.app.request('/api/paid/thing?q=tempo', { headers: { authorization } })
    expect(again.status).toBe(402)
    expect(await again.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'credential_used' })
  })

  it('refuses a transfer bound to another challenge, and one of less than the price: nothing is charged', async () => {
    const host = tempoHost()
    const payer = privateKeyToAccount(generatePrivateKey()).address
    const stolen = await payWithTempo(host, payer, { memoFor: 'another-challenge' })
    const refused = await host.app.request('/api/paid/thing?q=tempo', { headers: { authorization: stolen.authorization } })
    expect(refused.status).toBe(402)
    expect(await refused.json()).toMatchObject({ code: 'PAYMENT_INVALID', detail: expect.stringMatching(/memo is not bound to this challenge/) })

    const short = await payWithTempo(host, payer, { amount: 9999n })
    const underpaid = await host.app.request('/api/paid/thing?q=tempo', { headers: { authorization: short.authorization } })
    expect(underpaid.status).toBe(402)
    expect(await underpaid.json()).toMatchObject({ code: 'PAYMENT_INVALID', detail: expect.stringMatching(/no matching transfer/) })
  })

  it('refuses a signed transaction (pull mode) whose source names another wallet than its signer; the signer\'s own source pays', async () => {
    const host = tempoHost()
    const signer = privateKeyToAccount(generatePrivateKey())
    const victim = privateKeyToAccount(generatePrivateKey()).address
    const pay = pullPayer(host, signer)
    // Signed by one wallet, naming another as its source: refused before anything is sent, the other wallet reached by nobody.
    const claimed = await pay(victim)
    expect(claimed.status).toBe(402)
    expect(await claimed.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'invalid_payload' })
    expect(host.chain.calls).not.toContain('eth_sendRawTransaction')
    const own = await pay(signer.address)
    expect(own.status).toBe(200)
    expect((await own.json()).meta.settlement).toMatchObject({ status: 'settled', payer: signer.address })
  })

  it('refuses a credential whose source is on another network than the chain the challenge offered: 402, nothing broadcast', async () => {
    const host = tempoHost()
    const signer = privateKeyToAccount(generatePrivateKey())
    const pay = pullPayer(host, signer)
    // The signer's own wallet, named on Base (8453) while the challenge is paid on Tempo's testnet.
    const elsewhere = await pay(signer.address, 8453)
    expect(elsewhere.status).toBe(402)
    expect(await elsewhere.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'invalid_payload', detail: expect.stringMatching(/eip155:8453.*eip155:42431/) })
    expect(host.chain.calls).not.toContain('eth_sendRawTransaction')
    // A transfer already mined (push mode) named on another network: refused the same way.
    const pushed = await payWithTempo(host, signer.address, { sourceChainId: 8453 })
    const refused = await host.app.request('/api/paid/thing?q=tempo', { headers: { authorization: pushed.authorization } })
    expect(refused.status).toBe(402)
    expect(await refused.json()).toMatchObject({ code: 'PAYMENT_INVALID' })
    const own = await pay(signer.address)
    expect(own.status).toBe(200)
    expect((await own.json()).meta.settlement).toMatchObject({ status: 'settled', network: `eip155:${tempoModerato.id}` })
  })
})

/** A payer in pull mode: a signed Tempo transaction paying a fresh challenge, its credential naming `source` on `chainId` (Tempo's testnet by default). */
function pullPayer(host: ReturnType<typeof tempoHost>, signer: ReturnType<typeof privateKeyToAccount>) {
  return async (source: Address, chainId: number = tempoModerato.id) => {
    const unpaid = await host.app.request('/api/paid/thing?q=tempo')
    const challenge = Challenge.fromResponseList(unpaid).find((one) => one.method === 'tempo')!
    const request = challenge.request as { amount: string; currency: Address; recipient: Address }
    const data = encodeFunctionData({ abi: Abis.tip20, functionName: 'transferWithMemo', args: [request.recipient, BigInt(request.amount), challengeMemo(REALM, challenge.id)] })
    const transaction = { type: 'tempo', chainId: tempoModerato.id, calls: [{ to: request.currency, data }], nonce: 0, gas: 100_000n, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n }
    const signature = await signer.signTransaction(transaction as never, { serializer: tempoModerato.serializers!.transaction as never })
    const authorization = Credential.serialize(Credential.from({ challenge, payload: { type: 'transaction', signature }, source: `did:pkh:eip155:${chainId}:${source}` }))
    return host.app.request('/api/paid/thing?q=tempo', { headers: { authorization } })
  }
}
