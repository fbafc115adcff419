import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { createEmbeddedState, defineOperation, definePlugin } from '@svc/core'
import { createTestApp } from '@svc/core/testing'
import { type Channels, createFacilitator, createX402Gate } from '@svc/x402'
import { channelPayer } from '../../packages/x402/test/_channel-client.ts'
import { payTo } from '../../packages/x402/test/_setup.ts'
import { type BenchFacilitator, facilitatorProcess, type LedgerSummary } from './facilitator-process.ts'
import { httpSequences, type SequenceResult } from './load.ts'
import { listenLocal, median } from './measure.ts'

// One handler, offered paid and free: the difference between the two is what paying costs.
const answer = () => ({ ok: true, items: [{ n: 1 }], total: 1, source: { provider: 'bench', url: 'https://example.org', license: 'MIT' } })

export interface ChannelFigures {
  /** The main thread's CPU per voucher-paid and per free call (µs; Linux only): the server's thread alone. */
  mainCpuMicros?: { voucher: number; free: number } | undefined
  /** Calls per second. */
  voucher: number
  free: number
  /** The host's CPU per call (ms): the serving process's, every thread (see `hostCpuMicros`). */
  voucherCpuMs: number
  freeCpuMs: number
  claimsPer10k: number
}

/** Issue 36's goals for channels, each with a run's figure and whether it meets the goal. */
export function channelGoals(figures: ChannelFigures): Array<{ label: string; value: string; met: boolean }> {
  const ratio = figures.voucher / figures.free
  return [
    { label: 'voucher-paid / free calls/s, same operation, over HTTP (goal >= 0.30)', value: `${ratio.toFixed(2)} (${Math.round(figures.voucher).toLocaleString('en')} / ${Math.round(figures.free).toLocaleString('en')})`, met: ratio >= 0.3 },
    { label: 'host CPU per voucher-paid call, over HTTP (goal <= 0.3 ms)', value: `${figures.voucherCpuMs.toFixed(3)} ms (free call ${figures.freeCpuMs.toFixed(3)} ms)`, met: figures.voucherCpuMs <= 0.3 },
    { label: 'claims per 10,000 channel-paid calls, default policy (goal <= 10)', value: figures.claimsPer10k.toFixed(1), met: figures.claimsPer10k <= 10 },
  ]
}

/** A goal's line of a summary: label, figure, pass or FAIL. */
export const goalLine = (goal: { label: string; value: string; met: boolean }, width = 70) => `  ${goal.label.padEnd(width)} ${goal.value}  ${goal.met ? 'pass' : 'FAIL'}`

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
  /** The load generator in a worker thread of this process (its CPU taken out by thread), not in a process of its own (the default). */
  threadLoad?: boolean
  /** Timed rounds of voucher-paid calls, each between two runs of free calls (default 3): the figures are their medians. */
  timedRounds?: number
}

/**
 * Voucher-paid calls per second (x402 batch-settlement: each call pays with a voucher checked on the
 * host, no facilitator round trip) against free calls of the same operation in the same run, the
 * host's CPU per voucher-paid call, and how many claims the default policy makes per 10,000 calls.
 * The facilitator is the official one over a stand-in chain, in a process of its own served over HTTP on
 * 127.0.0.1 as a deployment's is (facilitator-process.ts): its claims' work is not the host's. Each of the 8 callers has its
 * own channel (a channel takes one call at a time) and its vouchers are signed before the timing.
 * The app is served over HTTP on 127.0.0.1 as the host serves it (srvx) and the calls come from a
 * process of their own on raw keep-alive sockets, one connection per caller (load.ts): reading the
 * answers is the load generator's work, none of it in the host's process or its CPU figure.
 */
export async function benchChannels(perCaller: number, callers = 8, options: ChannelRunOptions = {}): Promise<ChannelFigures> {
  const facilitator = await facilitatorProcess()
  try {
    return await channelRun(facilitator, perCaller, callers, options)
  } finally {
    await facilitator.close()
  }
}

/** One run of `benchChannels` on a facilitator already started (an A/B runs both sides on one). */
export async function channelRun(facilitator: BenchFacilitator, perCaller: number, callers: number, options: ChannelRunOptions = {}): Promise<ChannelFigures> {
  const { core, x402, label } = options.side ?? thisCheckout
  // The facilitator may serve several runs (an A/B): this run's claims are what its ledger gained.
  const chainBefore = await facilitator.ledger()
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
  // Served over HTTP on 127.0.0.1 as the host serves (srvx), the calls sent from a process of their own on
  // raw keep-alive sockets (load.ts): this process only serves, so its CPU is the host's.
  const server = await listenLocal(app.app)
  say(`\nchannels${label === thisCheckout.label ? '' : ` (${label})`}: ${callers} callers x ${perCaller} voucher-paid calls, state ${dir ? 'on disk' : 'in memory'} (x402 batch-settlement, vouchers verified on the host, official facilitator over a stand-in chain in a process of its own; srvx on 127.0.0.1, each caller one keep-alive connection from the load generator's ${options.threadLoad ? 'worker thread' : 'own process'})`)
  const path = '/api/bench/paid'
  const url = `http://127.0.0.1:${server.port}${path}`
  const freePath = '/api/bench/free'
  const send = async (to: string, init?: RequestInit) => app.app.fetch(new Request(to, init))
  // Callers of their own for the warm-up (a deposit covers some 500 calls: several rounds of channels), then the timed ones.
  const rounds = warmUpRounds(perCaller)
  const timedRounds = options.timedRounds ?? TIMED_ROUNDS
  const payers = Array.from({ length: (rounds + timedRounds) * callers }, () => channelPayer(facilitator))
  // The deposits open the channels (one facilitator settlement each, untimed), then every voucher is signed ahead.
  for (const payer of payers) {
    const first = await payer.pay(send, url)
    if (first.status !== 200) throw new Error(`the deposit was refused: ${await first.text()}`)
  }
  const signed: string[][] = []
  for (const [n, payer] of payers.entries()) signed.push(await payer.signAhead(url, n < rounds * callers ? WARM_UP_VOUCHERS : perCaller))
  // Each caller's requests in order (a channel takes one call at a time): its pre-signed payment headers.
  const sequencesOf = (headers: string[]) => headers.map((header) => `payment-signature: ${header}\r\n`)
  // Free calls are quicker: twice as many of them are timed.
  const freeSequences = () => Array.from({ length: callers }, () => Array.from({ length: 2 * perCaller }, () => ''))
  let done = 0
  let figures: Omit<ChannelFigures, 'claimsPer10k'> | undefined
  const calls = (to: string, sequences: string[][], beforeGo?: () => Promise<void>) => httpSequences(server.port, to, sequences, { separate: !options.threadLoad, beforeGo })
  try {
    // The voucher path is warmed up as the free one is (its code optimised, its caches filled) before either is timed.
    for (let round = 0; round < rounds; round++) await calls(path, signed.slice(round * callers, (round + 1) * callers).map(sequencesOf))
    await calls(freePath, freeSequences())
    // Each profile starts when the calls do (the requests handed to the load generator already): the first round's.
    const profiles: { free?: Awaited<ReturnType<typeof startProfile>>; paid?: Awaited<ReturnType<typeof startProfile>> } = {}
    let freeBefore = await calls(freePath, freeSequences(), async () => {
      if (options.profile) profiles.free = await startProfile()
    })
    if (profiles.free && options.profile) writeFileSync(`${options.profile.replace(/\.cpuprofile$/, '')}.free.cpuprofile`, JSON.stringify(await profiles.free.stop()))
    if (!options.quiet) reportHost('free calls of the same operation (8 connections)', freeBefore)
    // Rounds in turn, each voucher run between two free runs: a busy neighbour slows one run, not the median.
    const timed: TimedRound[] = []
    for (let round = 0; round < timedRounds; round++) {
      const first = (rounds + round) * callers
      const voucherRun = await calls(path, signed.slice(first, first + callers).map(sequencesOf), async () => {
        if (options.profile && round === 0) profiles.paid = await startProfile()
      })
      if (profiles.paid && options.profile && round === 0) {
        writeFileSync(options.profile, JSON.stringify(await profiles.paid.stop()))
        say(`  the voucher-paid calls' CPU profile (the server's thread): ${options.profile}`)
      }
      if (!options.quiet) reportHost('voucher-paid calls (8 connections)', voucherRun)
      const freeAfter = await calls(freePath, freeSequences())
      if (!options.quiet) reportHost('free calls of the same operation (8 connections)', freeAfter)
      timed.push({ voucher: voucherRun, free: [freeBefore, freeAfter] })
      done += voucherRun.done
      freeBefore = freeAfter
    }
    if (!options.quiet) {
      const separate = timed[0]!.voucher.separate
      say(`    (host CPU: ${separate ? "the serving process's, every thread (the load generator runs in a process of its own)" : "the process's threads but the load generator's"}; main: the server's thread alone${!separate && timed[0]!.voucher.loadCpuMicros === undefined ? '; not on Linux, the host figure includes the load generator' : ''})`)
      if (timedRounds > 1) say(`    (the figures below: each the median of the ${timedRounds} rounds; calls/s those of the round whose ratio is the median)`)
    }
    figures = medianFigures(timed)
  } finally {
    await server.close()
  }
  const taking = await channelsOfApp(app)
  // A claim the policy started is counted once it has ended.
  await taking.claims.idle()
  const after = await taking.claims.figures()
  const claims = after.claims
  // Every payer's deposit paid a call too.
  const paidCalls = done + callers * (rounds * WARM_UP_VOUCHERS + rounds + timedRounds)
  const chainAfter = await facilitator.ledger()
  await checkClaims(after, { claimedMicros: chainAfter.claimedMicros - chainBefore.claimedMicros, repeatedClaims: chainAfter.repeatedClaims - chainBefore.repeatedClaims }, BigInt(paidCalls) * PRICE_MICROS)
  const claimsPer10k = (claims / paidCalls) * 10_000
  say(`  ${'claims at the default policy'.padEnd(46)} ${String(claims).padStart(10)} for ${paidCalls} channel-paid calls (${claimsPer10k.toFixed(1)} per 10,000)`)
  await app.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
  return { ...figures!, claimsPer10k }
}

/** Timed rounds of voucher-paid calls (each between two runs of free calls) by default. */
const TIMED_ROUNDS = 3

/** A timed round: its voucher-paid calls and the free calls before and after them. */
interface TimedRound {
  voucher: SequenceResult
  free: [SequenceResult, SequenceResult]
}

/**
 * A run's figures from its rounds: calls per second of the round whose voucher / free ratio is the
 * median (the ratio is the goal's), and each CPU figure's median over the rounds.
 */
function medianFigures(rounds: TimedRound[]): Omit<ChannelFigures, 'claimsPer10k'> {
  const freeOf = (round: TimedRound, figure: (run: SequenceResult) => number) => (figure(round.free[0]) + figure(round.free[1])) / 2
  const ratioOf = (round: TimedRound) => round.voucher.rate / freeOf(round, (run) => run.rate)
  const middle = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b))[Math.floor(rounds.length / 2)]!
  const main = rounds.every((round) => round.voucher.mainCpuMicros !== undefined && round.free.every((run) => run.mainCpuMicros !== undefined))
  return {
    voucher: middle.voucher.rate,
    free: freeOf(middle, (run) => run.rate),
    voucherCpuMs: median(rounds.map((round) => hostCpuMicros(round.voucher))) / 1000,
    freeCpuMs: median(rounds.map((round) => freeOf(round, hostCpuMicros))) / 1000,
    mainCpuMicros: main ? { voucher: median(rounds.map((round) => round.voucher.mainCpuMicros!)), free: median(rounds.map((round) => freeOf(round, (run) => run.mainCpuMicros!))) } : undefined,
  }
}

/** The paid operation's price (USDC micros). */
const PRICE_MICROS = 10_000n

/**
 * The run's money, checked: no claim failed, the chain saw no voucher claimed twice and holds what the host
 * says it claimed, and what was claimed and what is still owed add up to every paid call (nothing lost).
 */
async function checkClaims(host: { claims: number; claimFailures: number; claimedMicros: string; unclaimedMicros: string }, chain: Omit<LedgerSummary, 'transactions'>, paidMicros: bigint): Promise<void> {
  const wrong: string[] = []
  if (host.claimFailures) wrong.push(`${host.claimFailures} claims failed`)
  if (chain.repeatedClaims) wrong.push(`${chain.repeatedClaims} claims named vouchers claimed already`)
  if (chain.claimedMicros !== BigInt(host.claimedMicros)) wrong.push(`the chain holds ${chain.claimedMicros} micros claimed, the host says ${host.claimedMicros}`)
  if (BigInt(host.claimedMicros) + BigInt(host.unclaimedMicros) !== paidMicros) wrong.push(`claimed ${host.claimedMicros} + unclaimed ${host.unclaimedMicros} micros is not the ${paidMicros} the calls paid`)
  if (wrong.length) throw new Error(`the channels run's claims are wrong: ${wrong.join('; ')}`)
}

/** Voucher-paid calls paid before the timing, per caller (V8 optimises the path over the first few thousand calls). */
const WARM_UP_VOUCHERS = 250

/**
 * Rounds of warm-up channels: as many voucher-paid calls as the free calls warmed up before their timing
 * (2 x perCaller per caller). With one round (2,000 calls) V8 was still compiling the voucher path while it was
 * timed: its helper threads took some 45 µs a call, against 25 to 30 after 8,000 (s21).
 */
const warmUpRounds = (perCaller: number) => Math.ceil((2 * perCaller) / WARM_UP_VOUCHERS)

/**
 * The host's CPU per call (µs): the serving process's, every thread's (the load generator runs in a
 * process of its own; with `threadLoad`, the process's but the load generator's thread, on Linux, and
 * V8's helper threads then also collect the load generator's heap). What is in: the server's main
 * thread, the libuv pool (the state's file I/O on disk) and V8's helper threads (compiling, GC); the
 * facilitator's work on a claim is its own process's.
 */
const hostCpuMicros = (run: SequenceResult) => run.hostCpuMicros

/** Prints a run's calls per second, the host's CPU per call and the server's thread's (µs). */
function reportHost(label: string, run: SequenceResult): void {
  const kernel = run.mainKernelMicros === undefined ? '' : `, of which kernel ${run.mainKernelMicros.toFixed(0)}`
  const main = run.mainCpuMicros === undefined ? '' : ` (main thread ${run.mainCpuMicros.toFixed(1)}${kernel})`
  const load = run.loadCpuMicros === undefined ? '' : `, load generator ${run.loadCpuMicros.toFixed(1)}`
  console.log(`  ${label.padEnd(46)} ${Math.round(run.rate).toLocaleString('en').padStart(10)} req/s ${hostCpuMicros(run).toFixed(1).padStart(8)} µs host CPU/call${main}${load}`)
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
