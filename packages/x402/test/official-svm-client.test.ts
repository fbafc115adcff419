import { generateKeyPairSigner } from '@solana/kit'
import { serveFixtures, type FixtureServer } from '@svc/core/testing'
import { x402Client } from '@x402/core/client'
import { decodePaymentResponseHeader, wrapFetchWithPayment } from '@x402/fetch'
import { ExactSvmScheme } from '@x402/svm/exact/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomBlockhash, TOKEN_PROGRAM } from './_solana.ts'
import { x402Hosts, solPayTo, solRail, stubFacilitator, type StubFacilitator } from './_setup.ts'

const { appWith } = x402Hosts()

/** An SPL mint account (82 bytes): no authorities, 6 decimals, initialized. */
function usdcMintAccount(): string {
  const data = new Uint8Array(82)
  data[44] = 6
  data[45] = 1
  return Buffer.from(data).toString('base64')
}

/** The two Solana RPC methods the official client calls: the mint (for its decimals and program) and a blockhash. */
async function solanaRpc(): Promise<FixtureServer> {
  return serveFixtures({
    'POST /': (request) => {
      const { id, method } = JSON.parse(request.body)
      const context = { slot: 1000, apiVersion: '2.2.0' }
      if (method === 'getAccountInfo') {
        return { body: { jsonrpc: '2.0', id, result: { context, value: { data: [usdcMintAccount(), 'base64'], executable: false, lamports: 1461600, owner: TOKEN_PROGRAM, rentEpoch: 0, space: 82 } } } }
      }
      if (method === 'getLatestBlockhash') {
        return { body: { jsonrpc: '2.0', id, result: { context, value: { blockhash: randomBlockhash(), lastValidBlockHeight: 2000 } } } }
      }
      return { body: { jsonrpc: '2.0', id, error: { code: -32601, message: `no stub for ${method}` } } }
    },
  })
}

describe('the official x402 client (@x402/fetch + @x402/svm) as the paying peer', () => {
  let facilitator: StubFacilitator
  let rpc: FixtureServer
  beforeAll(async () => {
    ;[facilitator, rpc] = await Promise.all([stubFacilitator(), solanaRpc()])
  })
  afterAll(() => Promise.all([facilitator.close(), rpc.close()]))

  it('builds and partially signs the USDC transfer, which passes local checks and settles once', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url, payTo: { solana: solPayTo } })
    const payer = await generateKeyPairSigner()
    const client = new x402Client()
    client.register(solRail.network, new ExactSvmScheme(payer, { rpcUrl: rpc.url }))
    const fetchApp = async (input: RequestInfo | URL, init?: RequestInit) => app.app.fetch(new Request(input, init))
    const response = await wrapFetchWithPayment(fetchApp, client)('http://localhost/api/paid/thing?q=sol')
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.data.items[0]).toEqual({ q: 'sol', payer: { address: payer.address, network: solRail.network } })
    expect(decodePaymentResponseHeader(response.headers.get('payment-response')!)).toMatchObject({ success: true, network: solRail.network })
    expect(rpc.requests.map((request) => JSON.parse(request.body).method)).toContain('getAccountInfo')
    // Verified locally: the facilitator was asked only for its fee payer and to settle.
    expect(facilitator.requests.map((request) => request.path).sort()).toEqual(['/settle', '/supported', '/verify'])
  })
})
