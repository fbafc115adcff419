import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { createEmbeddedState, defineOperation, definePlugin } from '@svc/core'
import { createTestApp } from '@svc/core/testing'
import { type Channels, createFacilitator, createX402Gate } from '@svc/x402'
import { channelFacilitator, type ChannelFacilitator } from '../../packages/x402/test/_channel-facilitator.ts'
import { channelPayer } from '../../packages/x402/test/_channel-client.ts'
import { payTo } from '../../packages/x402/test/_setup.ts'
import { reportWithCpu } from './measure.ts'

// One handler, offered paid and free: the difference between the two is what paying costs.
const answer = () => ({ ok: true, items: [{ n: 1 }], total: 1, source: { provider: 'bench', url: 'https://example.org', license: 'MIT' } })

export interface ChannelFigures {
  /** The main thread's CPU per voucher-paid and per free call (µs; Linux only). */
  mainCpuMicros?: { voucher: number; free: number } | undefined
  voucher: number
  free: number
  voucherCpuMs: number
  claimsPer10k: number
}

/** The packages a run measures: this checkout's (default), or another commit's for an A/B (ab.ts). */
export interface ChannelSide {
  label: string
  core: { definePlugin: any; defineOperation: any; createTestApp: any; createEmbeddedState: any }
  x402: { createFacilitator: any; createX402Gate: any }
}

export const thisCheckout: ChannelSide = { label: 'working tree', core: { definePlugin, defineOperation, createTestApp, createEmbeddedState }, x402: { createFacilitator, createX402Gate } }

export interface ChannelRunOptions {
  side?: ChannelSide
  /** The host's state on disk in a fresh folder (the embedded default an operator runs), not in memory. */
  disk?: boolean
  /** Writes a CPU profile of the voucher-paid calls here (and of the free calls timed before them next to it, `.free.cpuprofile`). */
  profile?: string | undefined
  quiet?: boolean
}

/**
 * Voucher-paid calls per second (x402 batch-settlement: each call pays with a voucher checked on the
 * host, no facilitator round trip) against free calls of the same operation in the same run, the
 * host's CPU per voucher-paid call, and how many claims the default policy makes per 10,000 calls.
 * The facilitator is the official one over a stand-in chain, in process; each of the 8 callers has its
 * own channel (a channel takes one call at a time) and its vouchers are signed before the timing.
 */
export async function benchChannels(perCaller: number, callers = 8, options: ChannelRunOptions = {}): Promise<ChannelFigures> {
  const facilitator = await channelFacilitator()
  try {
    return await channelRun(facilitator, perCaller, callers, options)
  } finally {
    await facilitator.close()
  }
}

/** One run of `benchChannels` on a facilitator already started (an A/B runs both sides on one). */
export async function channelRun(facilitator: ChannelFacilitator, perCaller: number, callers: number, options: ChannelRunOptions = {}): Promise<ChannelFigures> {
  const { core, x402, label } = options.side ?? thisCheckout
  const say = (line: string) => options.quiet || console.log(line)
  const plugin = core.definePlugin({
    name: 'bench-channels',
    version: '0.0.0',
    group: 'bench',
    operations: [
      core.defineOperation({ name: 'paid', method: 'GET', description: 'A paid operation for the channels benchmark.', input: v.object({}), price: { usd: 0.01 }, handler: answer }),
      core.defineOperation({ name: 'free', method: 'GET', description: 'The same operation, free.', input: v.object({}), price: { usd: 0 }, handler: answer }),
    ],
  })
  // Default claim policy; deposits sized so one covers the run.
  const channels = { enabled: true, claim: { vouchers: 1000, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: Math.max(perCaller, WARM_UP_VOUCHERS) + 10, withdrawDelaySeconds: 86_400 }
  const dir = options.disk ? mkdtempSync(join(tmpdir(), 'svc-bench-channels-')) : undefined
  const state = dir ? core.createEmbeddedState({ dir }) : undefined
  const app = core.createTestApp({ plugins: [plugin], ...(state ? { state } : {}), gate: (context: any) => x402.createX402Gate({ state: context.state, network: 'testnet', payTo: { evm: payTo }, facilitator: x402.createFacilitator({ url: facilitator.url }), channels, log: (line: string) => say(`  ${line}`) }) })
  const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
  say(`\nchannels${label === thisCheckout.label ? '' : ` (${label})`}: ${callers} callers x ${perCaller} voucher-paid calls, state ${dir ? 'on disk' : 'in memory'} (x402 batch-settlement, vouchers verified on the host, official facilitator over a stand-in chain)`)
  const url = 'http://localhost/api/bench/paid'
  const freeUrl = 'http://localhost/api/bench/free'
  // Callers of their own for the warm-up (a deposit covers some 500 calls), then the timed ones.
  const payers = Array.from({ length: 2 * callers }, () => channelPayer(facilitator))
  // The deposits open the channels (one facilitator settlement each), then every voucher is signed ahead.
  for (const payer of payers) {
    const first = await payer.pay(send, url)
    if (first.status !== 200) throw new Error(`the deposit was refused: ${await first.text()}`)
  }
  const signed: string[][] = []
  for (const [n, payer] of payers.entries()) signed.push(await payer.signAhead(url, n < callers ? WARM_UP_VOUCHERS : perCaller))
  let failures = 0
  // The requests are built ahead, as the vouchers are signed ahead: building one is the client's work, not the host's.
  const requestsOf = (headers: string[]) => headers.map((header) => new Request(url, { headers: { 'payment-signature': header } }))
  // Free calls are quicker: twice as many of them are timed.
  const freeRequests = () => Array.from({ length: callers }, () => Array.from({ length: 2 * perCaller }, () => new Request(freeUrl)))
  const paid = async (response: Response) => {
    if (response.status !== 200 && failures++ === 0) console.log(`  !! first refusal: ${(await response.clone().text()).slice(0, 400)}`)
    await response.text()
  }
  // The voucher path is warmed up as the free one is (its code optimised, its caches filled) before either is timed.
  await calls(app, signed.slice(0, callers).map(requestsOf), paid)
  const free = (response: Response) => response.text()
  await calls(app, freeRequests(), free)
  const voucherRequests = signed.slice(callers).map(requestsOf)
  const freeProfiler = options.profile ? await startProfile() : undefined
  const freeBefore = await timedCalls(app, freeRequests(), free)
  if (freeProfiler && options.profile) writeFileSync(`${options.profile.replace(/\.cpuprofile$/, '')}.free.cpuprofile`, JSON.stringify(await freeProfiler.stop()))
  if (!options.quiet) reportWithCpu('free calls of the same operation (concurrency 8)', freeBefore)
  const profiler = options.profile ? await startProfile() : undefined
  const timed = await timedCalls(app, voucherRequests, paid)
  const done = timed.done
  if (profiler && options.profile) {
    writeFileSync(options.profile, JSON.stringify(await profiler.stop()))
    say(`  the voucher-paid calls' CPU profile: ${options.profile}`)
  }
  const voucher = timed.rate
  const voucherCpuMs = timed.cpuMicros / 1000
  if (!options.quiet) {
    reportWithCpu('voucher-paid calls (concurrency 8)', timed)
    if (timed.mainCpuMicros !== undefined) say(`  ${'  of which on the main thread'.padEnd(46)} ${''.padStart(16)} ${timed.mainCpuMicros.toFixed(1).padStart(8)} µs CPU/call (free calls: ${freeBefore.mainCpuMicros?.toFixed(1)})`)
  }
  const freeAfter = await timedCalls(app, freeRequests(), free)
  if (!options.quiet) reportWithCpu('free calls of the same operation (concurrency 8)', freeAfter)
  if (failures) console.log(`  !! ${failures} voucher-paid calls did not answer 200`)
  const taking = await channelsOfApp(app)
  // A claim the policy started is counted once it has ended.
  await taking.claims.idle()
  const after = await taking.claims.figures()
  const claims = after.claims
  if (after.claimFailures) console.log(`  !! ${after.claimFailures} claims failed`)
  const paidCalls = done + callers * (WARM_UP_VOUCHERS + 2)
  const claimsPer10k = (claims / paidCalls) * 10_000
  say(`  ${'claims at the default policy'.padEnd(46)} ${String(claims).padStart(10)} for ${paidCalls} channel-paid calls (${claimsPer10k.toFixed(1)} per 10,000)`)
  // On the state in memory a call awaits no I/O: the callers' loop holds back a claim's request to the
  // facilitator until the timed calls end, so one claim carries what the policy would claim in several.
  if (!dir) say('    (state in memory: claims run only once the calls end, fewer than a server makes; --disk counts as a server claims)')
  await app.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
  const mainCpuMicros = timed.mainCpuMicros !== undefined && freeBefore.mainCpuMicros !== undefined && freeAfter.mainCpuMicros !== undefined ? { voucher: timed.mainCpuMicros, free: (freeBefore.mainCpuMicros + freeAfter.mainCpuMicros) / 2 } : undefined
  return { voucher, free: (freeBefore.rate + freeAfter.rate) / 2, voucherCpuMs, claimsPer10k, mainCpuMicros }
}

/** Voucher-paid calls paid before the timing, per caller (V8 optimises the path over the first few thousand calls). */
const WARM_UP_VOUCHERS = 250

/** Sends each caller's requests in turn, the callers at once; `read` reads each answer. */
async function calls(app: any, requests: Request[][], read: (response: Response) => Promise<unknown>): Promise<number> {
  let done = 0
  await Promise.all(requests.map(async (own) => {
    for (const request of own) {
      await read(await app.app.fetch(request))
      done++
    }
  }))
  return done
}

/** `calls`, timed: calls per second, the process's CPU per call (µs, every thread) and the main thread's alone. */
async function timedCalls(app: any, requests: Request[][], read: (response: Response) => Promise<unknown>): Promise<{ done: number; rate: number; cpuMicros: number; mainCpuMicros: number | undefined }> {
  const cpu = process.cpuUsage()
  const main = mainThreadCpuMicros()
  const started = performance.now()
  const done = await calls(app, requests, read)
  const rate = done / ((performance.now() - started) / 1000)
  const used = process.cpuUsage(cpu)
  const mainAfter = mainThreadCpuMicros()
  return { done, rate, cpuMicros: (used.user + used.system) / done, mainCpuMicros: main === undefined || mainAfter === undefined ? undefined : (mainAfter - main) / done }
}

/**
 * The main thread's CPU time so far (µs, 10 ms steps), from Linux's /proc; undefined elsewhere. On a
 * loaded machine calls/s swing with the neighbours, the CPU a call takes on the serving thread far less.
 */
function mainThreadCpuMicros(): number | undefined {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // utime and stime, the stat's 14th and 15th fields (the 12th and 13th after the command's name), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10_000
  } catch {
    return undefined
  }
}

async function channelsOfApp(app: any): Promise<Channels> {
  return (await (app.runtime.gate.rails[0] as unknown as { channels: () => Promise<Channels | undefined> }).channels())!
}

/** A CPU profile of this process (Chrome DevTools' format) from now until `stop`. */
async function startProfile(): Promise<{ stop(): Promise<unknown> }> {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  // Every 100 µs (the default is 1 ms): a voucher call takes a few hundred µs, so each one is sampled a few times.
  await session.post('Profiler.setSamplingInterval', { interval: 100 })
  await session.post('Profiler.start')
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop')
      session.disconnect()
      return profile
    },
  }
}
