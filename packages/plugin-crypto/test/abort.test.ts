import type { FixtureAnswer } from '@svc/core/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { harness } from './_harness.ts'

const DRAND = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971'
const ADDRESS = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'

/** One operation per adapter path (plain json, each lookup helper, viem's JSON-RPC transport), with the upstream route it calls first. */
const cases: [operation: string, path: string, route: string][] = [
  ['fear-greed', '/api/crypto/fear-greed', 'GET /fng/'],
  ['coin', '/api/crypto/coin?id=bitcoin', 'GET /coins/bitcoin'],
  ['cex-klines', '/api/crypto/cex-klines?pair=BTC-USD', 'GET /products/BTC-USD/candles'],
  ['chain-tvl-history', '/api/crypto/chain-tvl-history?chain=Ethereum', 'GET /v2/historicalChainTvl/Ethereum'],
  ['address-history', `/api/crypto/address-history?address=${ADDRESS}`, 'GET /v2/api'],
  ['dex-pools', '/api/crypto/dex-pools?network=base', 'GET /networks/base/trending_pools'],
  ['address-safety', `/api/crypto/address-safety?chainId=1&address=${ADDRESS}`, `GET /api/v1/address_security/${ADDRESS}`],
  ['perpvenue-funding', '/api/crypto/perpvenue-funding', 'POST /info'],
  ['btc-address', '/api/crypto/btc-address?address=1BoatSLRHtKNngkdXEeobR76b53LETtpyT', 'GET /api/address/1BoatSLRHtKNngkdXEeobR76b53LETtpyT'],
  ['gas-oracle', '/api/crypto/gas-oracle?chain=ethereum', 'POST /'],
  ['vrf', '/api/crypto/vrf?round=1000', `GET /${DRAND}/public/1000`],
]

// Every route holds its answer until the test is over: only the caller's abort can end the call
// before the upstream timeout (3 s in the harness, then retries).
// Only a request to the route under test counts as its arrival: a late one of an earlier case must not.
let current = ''
let arrived: () => void = () => {}
const held: (() => void)[] = []
const hang = (route: string) => (): Promise<FixtureAnswer> => {
  if (route === current) arrived()
  return new Promise((resolve) => held.push(() => resolve({ status: 503 })))
}
const h = harness(
  Object.fromEntries(cases.map(([, , route]) => [route, hang(route)])),
  ['alternative-me', 'coingecko', 'coinbase-exchange', 'defillama', 'etherscan', 'geckoterminal', 'goplus', 'hyperliquid', 'mempool', 'rpc-ethereum', 'drand'],
)

const callsTo = (route: string) => h.requestsTo(route).length

describe('an abandoned request aborts its upstream call', () => {
  afterEach(() => held.splice(0).forEach((release) => release()))
  it.each(cases)('crypto.%s', async (_, path, route) => {
    current = route
    const reached = new Promise<void>((resolve) => { arrived = resolve })
    const controller = new AbortController()
    const answer = h.request(path, { signal: controller.signal }).then((response) => response.json().catch(() => null), (error: unknown) => error)
    await reached
    // An operation may send several requests at once (etherscan, JSON-RPC): on a loaded machine they reach
    // the fixture server one by one. Wait until no more arrive, so `seen` counts every call sent before the abort.
    let seen = callsTo(route)
    for (let settled = 0; settled < 3; ) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      const now = callsTo(route)
      settled = now === seen ? settled + 1 : 0
      seen = now
    }
    const abortedAt = Date.now()
    controller.abort()
    const outcome = await answer
    // Well below the 3 s upstream timeout: the fetch was aborted, not timed out.
    expect(Date.now() - abortedAt).toBeLessThan(2000)
    expect((outcome as { code?: string } | null)?.code).not.toBe('UPSTREAM_TIMEOUT')
    // No retry and no further upstream call after the abort.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(callsTo(route)).toBe(seen)
  })
})
