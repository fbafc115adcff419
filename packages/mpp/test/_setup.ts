import { defineRail, type StateStore, type SvcConfigInput } from '@svc/core'
import { type TestApp, testHost } from '@svc/core/testing'
import { createFacilitator, createX402Gate } from '@svc/x402'
import { evm as evmAssets } from 'mppx'
import { Mppx as MppxClient, evm as evmClient } from 'mppx/client'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { paidPlugin, payTo, rail } from '../../x402/test/_setup.ts'
import { createMppRail, evmCharge } from '../src/index.ts'

export { officialFacilitator, type OfficialFacilitator } from '../../x402/test/_official-facilitator.ts'
export { paidPlugin, payTo, rail }

export interface HostOptions {
  facilitatorUrl: string
  state?: StateStore
  /** Same realm and secret on every host that shares a state (as an operator's settings.mpp would give). */
  realm?: string
  secretKey?: string
  config?: SvcConfigInput
  /** Plugins beside the paid test plugin. */
  plugins?: Array<typeof paidPlugin>
}

/**
 * The MPP hosts of a test file (call it at the top of the file): a `testHost` of the paid test plugin, prices kept,
 * whose `hostWith(options)` opens one more host taking x402 and MPP on the same URLs (two rails), both settled by the
 * facilitator at `facilitatorUrl`.
 */
export function mppHosts() {
  const h = testHost({ plugins: paidPlugin, paid: true })
  const hostWith = (options: HostOptions): TestApp => h.open({
    ...(options.state ? { state: options.state } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.plugins ? { plugins: [paidPlugin, ...options.plugins] } : {}),
    rails: [defineRail({
      id: 'x402',
      create: ({ state }) => createX402Gate({ state, network: 'testnet', payTo: { evm: payTo }, facilitator: createFacilitator({ url: options.facilitatorUrl, timeoutMs: 2000 }) }),
    }), defineRail({
      id: 'mpp',
      create: ({ state }) => createMppRail({ state, methods: [evmCharge({ rail, payTo, facilitator: createFacilitator({ url: options.facilitatorUrl, timeoutMs: 2000 }) })], realm: options.realm, secretKey: options.secretKey }),
    })],
  }).app
  return { h, hostWith }
}

/** The official mppx client with a fresh EVM account, its requests going to `app` in process. */
export function mppxPayer(app: TestApp | ((request: Request) => Promise<Response>)) {
  const account = privateKeyToAccount(generatePrivateKey())
  const sent: Request[] = []
  const fetchApp = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    sent.push(request.clone())
    return typeof app === 'function' ? app(request) : app.app.fetch(request)
  }
  const mppx = MppxClient.create({ methods: [evmClient.charge({ account, currencies: [evmAssets.assets.baseSepolia.USDC] })], polyfill: false, fetch: fetchApp as typeof fetch })
  return { account, sent, fetch: mppx.fetch, mppx }
}
