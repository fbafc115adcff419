import { defineOperation, definePlugin } from '@svc/core'
import { generateKeyPairSigner } from '@solana/kit'
import * as v from 'valibot'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createClient, PaymentRequiredError } from '../src/index.ts'
import { usePaidHost } from './_host.ts'
import { countingSigner } from './_wallet.ts'

const source = { provider: 'demo', url: 'https://example.org', license: 'MIT' }
const payerOf = ({ caller }: { caller: { payer?: unknown } }) => ({ ok: true, items: [{ payer: caller.payer }], total: 1, source })

/** Identity-only reads: one with a price (sign in, or pay), one free (sign in only). */
const minePlugin = definePlugin({
  name: 'mine', version: '1.0.0', group: 'mine',
  operations: [
    defineOperation({ name: 'notes', method: 'GET', description: 'The signed-in wallet\'s notes.', input: v.object({}), price: { usd: 0.005 }, access: 'identity', handler: payerOf }),
    defineOperation({ name: 'whoami', method: 'POST', description: 'Who the signed-in wallet is.', input: v.strictObject({}), price: { usd: 0 }, access: 'identity', handler: payerOf }),
  ],
})

const paid = usePaidHost({ plugins: [minePlugin] })

/** A viem account that counts its payment signatures and its sign-ins. */
function evmWallet() {
  const account = privateKeyToAccount(generatePrivateKey())
  const counts = { payments: 0, signIns: 0 }
  const signer = {
    address: account.address,
    signTypedData: (message: Parameters<typeof account.signTypedData>[0]) => (counts.payments++, account.signTypedData(message)),
    signMessage: (args: { message: string }) => (counts.signIns++, account.signMessage(args)),
  }
  return { signer, counts }
}

describe('signing in to identity-only operations with the configured wallet', () => {
  it('signs in rather than pays, charging and spending nothing', async () => {
    const { signer, counts } = evmWallet()
    const client = createClient({ baseUrl: paid.host.url, wallet: { evm: signer } })
    const result = await client.call('mine.notes')
    expect((result.data as { items: unknown[] }).items[0]).toEqual({ payer: { address: signer.address, network: 'eip155:84532' } })
    expect(result.meta).toMatchObject({ caller: 'free', cost: { amount: '0' }, settlement: null })
    // Each call signs a fresh challenge: a proof is good once.
    await client.call('mine.notes')
    expect(counts).toEqual({ payments: 0, signIns: 2 })
    expect(paid.facilitator.settled).toHaveLength(0)
    expect(await client.spent()).toEqual({ sessionUsd: '0', dayUsd: '0', outstandingUsd: '0' })
  })

  it('signs in to a host seen before in one round trip, with a nonce of its own each time', async () => {
    const { signer, counts } = evmWallet()
    const sent: Array<{ path: string; signedIn: boolean }> = []
    const proofs: string[] = []
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const proof = request.headers.get('sign-in-with-x')
      if (proof) proofs.push(proof)
      if (new URL(request.url).pathname.startsWith('/api/mine/')) sent.push({ path: new URL(request.url).pathname, signedIn: proof !== null })
      return globalThis.fetch(request)
    }) as typeof globalThis.fetch
    const client = createClient({ baseUrl: paid.host.url, wallet: { evm: signer }, fetch })
    await client.call('mine.notes')
    // The first call asks for the challenge (402), then signs it.
    expect(sent).toEqual([{ path: '/api/mine/notes', signedIn: false }, { path: '/api/mine/notes', signedIn: true }])
    sent.length = 0
    const result = await client.call('mine.notes')
    await client.call('mine.whoami', {})
    // Then the proof goes with the request: one round trip each, for any identity-only operation of the host.
    expect(sent).toEqual([{ path: '/api/mine/notes', signedIn: true }, { path: '/api/mine/whoami', signedIn: true }])
    expect((result.data as { items: unknown[] }).items[0]).toEqual({ payer: { address: signer.address, network: 'eip155:84532' } })
    expect(counts).toEqual({ payments: 0, signIns: 3 })
    // The host still takes each proof once: the one just used is refused.
    const replay = await globalThis.fetch(`${paid.host.url}/api/mine/notes`, { headers: { 'sign-in-with-x': proofs.at(-1)! } })
    expect(replay.status).toBe(402)
    expect(await replay.json()).toMatchObject({ reason: 'invalid_siwx_nonce' })
  })

  it('falls back to the host\'s challenge when its own proof is refused (a clock far off)', async () => {
    const { signer, counts } = evmWallet()
    let skew = 0
    const client = createClient({ baseUrl: paid.host.url, wallet: { evm: signer }, now: () => Date.now() - skew })
    await client.call('mine.notes')
    // Ten minutes behind: a proof made here is too old for the host, the host's own challenge is not.
    skew = 10 * 60_000
    const result = await client.call('mine.notes')
    expect(result.meta).toMatchObject({ caller: 'free' })
    expect(counts).toEqual({ payments: 0, signIns: 3 })
  })

  it('signs in with a Solana wallet to a free identity-only POST', async () => {
    const wallet = await generateKeyPairSigner()
    const client = createClient({ baseUrl: paid.host.url, wallet: { solana: wallet } })
    const result = await client.call('mine.whoami', {})
    expect((result.data as { items: unknown[] }).items[0]).toEqual({ payer: { address: wallet.address, network: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' } })
  })

  it('pays when the wallet cannot sign a message or may not use the offered chains', async () => {
    const typedOnly = countingSigner()
    const client = createClient({ baseUrl: paid.host.url, wallet: { evm: typedOnly } })
    expect((await client.call('mine.notes')).meta).toMatchObject({ caller: 'paid', cost: { amount: '5000' } })
    expect(typedOnly.signatures).toBe(1)
    // A free identity-only operation has nothing to pay: without a sign-in it is refused.
    await expect(client.call('mine.whoami', {})).rejects.toBeInstanceOf(PaymentRequiredError)
    const { signer, counts } = evmWallet()
    const elsewhere = createClient({ baseUrl: paid.host.url, wallet: { evm: signer, networks: ['eip155:84532', 'eip155:1'].slice(1) } })
    await expect(elsewhere.call('mine.whoami', {})).rejects.toBeInstanceOf(PaymentRequiredError)
    expect(counts.signIns).toBe(0)
  })

  it('without a wallet, says the operation must be paid or signed in to', async () => {
    const client = createClient({ baseUrl: paid.host.url })
    await expect(client.call('mine.whoami', {})).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED', status: 402 })
  })
})
