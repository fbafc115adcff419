import { H3 } from 'h3'
import * as v from 'valibot'
import { defineOperation, definePlugin } from '@svc/core'
import { createTestApp } from '@svc/core/testing'
import { createFacilitator, createX402Gate, evmRail, signerBackend, transferWithAuthorizationTypes } from '@svc/x402'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { median, medianRatio, ratio, throughput } from './measure.ts'

const plugin = definePlugin({
  name: 'bench-paid',
  version: '0.0.0',
  group: 'bench',
  operations: [defineOperation({ name: 'paid', method: 'GET', description: 'A paid operation for the payments benchmark.', input: v.object({}), price: { usd: 0.01 }, handler: () => ({ ok: true }) })],
})

export interface PaymentFigures {
  paid: number
  /** Host CPU (user + system) per verified paid call, in ms: verification, the cached funds check, reservation, the pipeline, settlement. */
  paidCpuMs: number
  trial: number
  bare: number
}

/**
 * Verified paid calls per second (local EIP-3009 verification + an in-process facilitator stub) and
 * trial calls per second, each next to a bare h3 route answering the same path in the same run.
 */
export async function benchPayments(count: number, rounds = 3): Promise<PaymentFigures> {
  const rail = evmRail('testnet')
  const payTo = privateKeyToAccount(generatePrivateKey()).address
  // The facilitator answers in process: only verification, reservation and the pipeline are measured.
  const settleOk = async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname
    const body = path === '/supported' ? { kinds: [], extensions: [], signers: {} } : path === '/verify' ? { isValid: true } : { success: true, transaction: `0x${'ab'.repeat(32)}`, network: rail.network, payer: payTo }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }
  const facilitator = createFacilitator({ url: 'http://facilitator.invalid', fetch: settleOk as typeof fetch })
  // The payer's balance as an RPC read gives it, cached: the funds check's common path (no round trip per call).
  const balances = { spendable: async () => 10n ** 15n }
  const bare = new H3()
  bare.get('/api/bench/paid', () => ({ data: { ok: true } }))
  const bareRequest = async () => (await bare.fetch(new Request('http://localhost/api/bench/paid'))).text()
  const bareRates: number[] = []
  const app = createTestApp({ plugins: [plugin], config: { trustProxy: true }, gate: (context) => createX402Gate({ state: context.state, network: 'testnet', payTo: { evm: payTo }, facilitator, balances }) })

  console.log(`\npayments: ${count} pre-signed EIP-3009 payments, verified locally (${signerBackend()}), settled by an in-process facilitator stub`)
  const payer = privateKeyToAccount(generatePrivateKey())
  const headers: string[] = []
  const warmUp = 200 // the first payments load viem and libsecp256k1 and warm the JIT: not timed
  for (let i = 0; i < count + warmUp; i++) {
    const authorization = { from: payer.address, to: payTo, value: '10000', validAfter: '0', validBefore: String(Math.floor(Date.now() / 1000) + 85), nonce: `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}` as `0x${string}` }
    const signature = await payer.signTypedData({
      domain: { ...rail.domain, chainId: rail.chainId, verifyingContract: rail.asset },
      types: transferWithAuthorizationTypes,
      primaryType: 'TransferWithAuthorization',
      message: { ...authorization, value: 10000n, validAfter: 0n, validBefore: BigInt(authorization.validBefore) },
    })
    const accepted = { scheme: 'exact', network: rail.network, amount: '10000', asset: rail.asset, payTo, maxTimeoutSeconds: 60, extra: rail.domain }
    headers.push(Buffer.from(JSON.stringify({ x402Version: 2, resource: { url: 'http://localhost/api/bench/paid' }, accepted, payload: { signature, authorization } })).toString('base64'))
  }
  // Each payment is used once, so the paid run spends the pre-signed list with 8 callers at a time.
  let next = 0
  let failures = 0
  for (; next < warmUp; next++) await app.app.fetch(new Request('http://localhost/api/bench/paid', { headers: { 'payment-signature': headers[next]! } }))
  await throughput('warm-up', 300, 8, bareRequest)
  bareRates.push(await throughput('bare h3 route (concurrency 8)', 1000, 8, bareRequest))
  const started = performance.now()
  const cpuBefore = process.cpuUsage()
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < headers.length) {
      const response = await app.app.fetch(new Request('http://localhost/api/bench/paid', { headers: { 'payment-signature': headers[next++]! } }))
      if (response.status !== 200) failures++
      await response.text()
    }
  }))
  const paid = count / ((performance.now() - started) / 1000)
  const cpu = process.cpuUsage(cpuBefore)
  const paidCpuMs = (cpu.user + cpu.system) / 1000 / count
  console.log(`  ${'verified paid calls (concurrency 8)'.padEnd(46)} ${Math.round(paid).toLocaleString('en').padStart(10)} req/s`)
  console.log(`  ${'host CPU per verified paid call'.padEnd(46)} ${paidCpuMs.toFixed(3).padStart(10)} ms (goal < 1.5 ms, funds from the cached balance)`)
  bareRates.push(await throughput('bare h3 route (concurrency 8)', 1000, 8, bareRequest))
  let ip = 0
  let trialFailures = 0
  const trialRequest = async () => {
    const response = await app.app.fetch(new Request('http://localhost/api/bench/paid?trial=1', { headers: { 'x-forwarded-for': `198.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}` } }))
    if (response.status !== 200) trialFailures++
    await response.text()
  }
  await throughput('warm-up, trial calls', 500, 8, trialRequest)
  const trials: number[] = []
  const trialBare: number[] = []
  for (let round = 0; round < rounds; round++) {
    trials.push(await throughput(`trial calls, a new caller each (round ${round + 1})`, 1000, 8, trialRequest))
    trialBare.push(await throughput(`bare h3 route (round ${round + 1})`, 1000, 8, bareRequest))
  }
  if (failures) console.log(`  !! ${failures} paid calls did not answer 200`)
  if (trialFailures) console.log(`  !! ${trialFailures} trial calls did not answer 200`)
  const trial = median(trials)
  const paidOverBare = paid / median(bareRates)
  ratio('verified paid calls / bare h3 route, per second (bare measured before and after)', paidOverBare, 'no lower than before a change')
  ratio(`trial calls / bare h3 route, per second (median of ${rounds} rounds)`, medianRatio(trials, trialBare), 'no lower than before a change')
  ratio('verified paid / trial calls per second', paid / trial, '>= 2000 paid calls/s')
  await app.close()
  return { paid, paidCpuMs, trial, bare: median([...bareRates, ...trialBare]) }
}
