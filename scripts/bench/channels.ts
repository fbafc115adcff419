import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import * as v from 'valibot'
import { defineOperation, definePlugin } from '@svc/core'
import { createTestApp } from '@svc/core/testing'
import { type Channels, createFacilitator, createX402Gate } from '@svc/x402'
import { channelFacilitator } from '../../packages/x402/test/_channel-facilitator.ts'
import { channelPayer } from '../../packages/x402/test/_channel-client.ts'
import { payTo } from '../../packages/x402/test/_setup.ts'
import { throughputAndCpu } from './measure.ts'

// One handler, offered paid and free: the difference between the two is what paying costs.
const answer = () => ({ ok: true, items: [{ n: 1 }], total: 1, source: { provider: 'bench', url: 'https://example.org', license: 'MIT' } })
const plugin = definePlugin({
  name: 'bench-channels',
  version: '0.0.0',
  group: 'bench',
  operations: [
    defineOperation({ name: 'paid', method: 'GET', description: 'A paid operation for the channels benchmark.', input: v.object({}), price: { usd: 0.01 }, handler: answer }),
    defineOperation({ name: 'free', method: 'GET', description: 'The same operation, free.', input: v.object({}), price: { usd: 0 }, handler: answer }),
  ],
})

export interface ChannelFigures {
  voucher: number
  free: number
  voucherCpuMs: number
  claimsPer10k: number
}

/**
 * Voucher-paid calls per second (x402 batch-settlement: each call pays with a voucher checked on the
 * host, no facilitator round trip) against free calls of the same operation in the same run, the
 * host's CPU per voucher-paid call, and how many claims the default policy makes per 10,000 calls.
 * The facilitator is the official one over a stand-in chain, in process; each of the 8 callers has its
 * own channel (a channel takes one call at a time) and its vouchers are signed before the timing.
 */
export async function benchChannels(perCaller: number, callers = 8, profile?: string): Promise<ChannelFigures> {
  const facilitator = await channelFacilitator()
  // Default claim policy; deposits sized so one covers the run.
  const channels = { enabled: true, claim: { vouchers: 1000, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: perCaller + 10, withdrawDelaySeconds: 86_400 }
  const app = createTestApp({ plugins: [plugin], gate: (context) => createX402Gate({ state: context.state, network: 'testnet', payTo: { evm: payTo }, facilitator: createFacilitator({ url: facilitator.url }), channels, log: (line) => console.log(`  ${line}`) }) })
  const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
  console.log(`\nchannels: ${callers} callers x ${perCaller} voucher-paid calls (x402 batch-settlement, vouchers verified on the host, official facilitator over a stand-in chain)`)
  const url = 'http://localhost/api/bench/paid'
  const payers = Array.from({ length: callers }, () => channelPayer(facilitator))
  // The deposits open the channels (one facilitator settlement each), then every voucher is signed ahead.
  for (const payer of payers) {
    const first = await payer.pay(send, url)
    if (first.status !== 200) throw new Error(`the deposit was refused: ${await first.text()}`)
  }
  const signed: string[][] = []
  for (const payer of payers) signed.push(await payer.signAhead(url, perCaller))
  const free = async () => (await send('http://localhost/api/bench/free')).text()
  await throughputAndCpu('warm-up, free calls', 500, callers, free)
  const freeBefore = await throughputAndCpu('free calls of the same operation (concurrency 8)', 1000, callers, free)
  let failures = 0
  let done = 0
  const profiler = profile ? await startProfile() : undefined
  const cpu = process.cpuUsage()
  const started = performance.now()
  await Promise.all(signed.map(async (headers) => {
    for (const header of headers) {
      const response = await app.app.fetch(new Request(url, { headers: { 'payment-signature': header } }))
      if (response.status !== 200 && failures++ === 0) console.log(`  !! first refusal: ${(await response.clone().text()).slice(0, 400)}`)
      await response.text()
      done++
    }
  }))
  const voucher = done / ((performance.now() - started) / 1000)
  const used = process.cpuUsage(cpu)
  const voucherCpuMs = (used.user + used.system) / 1000 / done
  if (profiler && profile) {
    writeFileSync(profile, JSON.stringify(await profiler.stop()))
    console.log(`  the voucher-paid calls' CPU profile: ${profile}`)
  }
  console.log(`  ${'voucher-paid calls (concurrency 8)'.padEnd(46)} ${Math.round(voucher).toLocaleString('en').padStart(10)} req/s ${(voucherCpuMs * 1000).toFixed(1).padStart(8)} µs CPU/call`)
  const freeAfter = await throughputAndCpu('free calls of the same operation (concurrency 8)', 1000, callers, free)
  if (failures) console.log(`  !! ${failures} voucher-paid calls did not answer 200`)
  const taking = await channelsOfApp(app)
  // A claim the policy started is counted once it has ended.
  await taking.claims.idle()
  const after = await taking.claims.figures()
  const claims = after.claims
  if (after.claimFailures) console.log(`  !! ${after.claimFailures} claims failed`)
  const calls = done + callers
  const claimsPer10k = (claims / calls) * 10_000
  console.log(`  ${'claims at the default policy'.padEnd(46)} ${String(claims).padStart(10)} for ${calls} channel-paid calls (${claimsPer10k.toFixed(1)} per 10,000)`)
  await app.close()
  await facilitator.close()
  return { voucher, free: (freeBefore.rate + freeAfter.rate) / 2, voucherCpuMs, claimsPer10k }
}

async function channelsOfApp(app: ReturnType<typeof createTestApp>): Promise<Channels> {
  return (await (app.runtime.gate.rails[0] as unknown as { channels: () => Promise<Channels | undefined> }).channels())!
}

/** A CPU profile of this process (Chrome DevTools' format) from now until `stop`. */
async function startProfile(): Promise<{ stop(): Promise<unknown> }> {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.start')
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop')
      session.disconnect()
      return profile
    },
  }
}
