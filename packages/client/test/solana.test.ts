import { generateKeyPairSigner, getBase58Decoder } from '@solana/kit'
import { serveFixtures, type FixtureServer } from '@svc/core/testing'
import { stubFacilitator, type StubFacilitator } from '@svc/x402/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../src/index.ts'
import type { DemoOperations } from './_demo-operations.ts'
import { payTo, solPayTo, startHost, type RunningHost } from './_host.ts'

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

/** The two RPC methods the official Solana scheme client calls: the USDC mint (82-byte SPL mint, 6 decimals) and a blockhash. */
function solanaRpc(): Promise<FixtureServer> {
  const mint = new Uint8Array(82)
  mint[44] = 6
  mint[45] = 1
  return serveFixtures({
    'POST /': (request) => {
      const { id, method } = JSON.parse(request.body)
      const context = { slot: 1000, apiVersion: '2.2.0' }
      if (method === 'getAccountInfo') {
        return { body: { jsonrpc: '2.0', id, result: { context, value: { data: [Buffer.from(mint).toString('base64'), 'base64'], executable: false, lamports: 1461600, owner: TOKEN_PROGRAM, rentEpoch: 0, space: 82 } } } }
      }
      if (method === 'getLatestBlockhash') {
        const blockhash = getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32)))
        return { body: { jsonrpc: '2.0', id, result: { context, value: { blockhash, lastValidBlockHeight: 2000 } } } }
      }
      return { body: { jsonrpc: '2.0', id, error: { code: -32601, message: `no stub for ${method}` } } }
    },
  })
}

describe('paying with a Solana signer', () => {
  let facilitator: StubFacilitator
  let rpc: FixtureServer
  let host: RunningHost
  beforeAll(async () => {
    ;[facilitator, rpc] = await Promise.all([stubFacilitator(), solanaRpc()])
    host = await startHost({ facilitatorUrl: facilitator.url, config: { settings: { x402: { payTo: { evm: payTo, solana: solPayTo } } } } })
  })
  afterAll(() => Promise.all([host.close(), facilitator.close(), rpc.close()]))

  it('partially signs the USDC transfer the host verifies locally, and the facilitator settles it once', async () => {
    const signer = await generateKeyPairSigner()
    const client = createClient<DemoOperations>({ baseUrl: host.url, wallet: { solana: signer, solanaRpcUrl: rpc.url } })
    const result = await client.call('demo.echo', { word: 'sol' })
    expect(result.data).toMatchObject({ items: [{ word: 'sol', caller: 'paid' }] })
    expect(result.meta.settlement).toMatchObject({ status: 'settled', network: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', payer: signer.address, amount: '10000' })
    expect(facilitator.settled).toHaveLength(1)
    // The host checks the transaction itself; the facilitator's /verify only simulates it (funds, blockhash) before the call runs.
    // `/supported` once: the offers and the channel offer read it through one cache.
    expect(facilitator.requests.map((request) => request.path).sort()).toEqual(['/settle', '/supported', '/verify'])
    expect(await client.spent()).toMatchObject({ sessionUsd: '0.01', outstandingUsd: '0' })
  })

  it('prefers the EVM rail when the wallet holds both, and pays Solana when limited to it', async () => {
    const { countingSigner } = await import('./_wallet.ts')
    const evm = countingSigner()
    const both = createClient<DemoOperations>({ baseUrl: host.url, wallet: { evm, solana: await generateKeyPairSigner(), solanaRpcUrl: rpc.url } })
    expect((await both.call('demo.shout', { text: 'a' })).meta.settlement?.network).toBe('eip155:84532')
    const solanaOnly = createClient<DemoOperations>({ baseUrl: host.url, wallet: { evm, solana: await generateKeyPairSigner(), solanaRpcUrl: rpc.url, networks: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'] } })
    expect((await solanaOnly.call('demo.shout', { text: 'b' })).meta.settlement?.network).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(evm.signatures).toBe(1)
  })
})
