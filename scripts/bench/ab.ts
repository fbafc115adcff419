// `pnpm bench --ab[=<ref>]` (or `tsx --conditions=@svc/source scripts/bench/ab.ts [<ref>] [--quick] [--free-only]`):
// the request pipeline and the x402 rail at <ref> next to the working tree's, in one process and one
// run: free and trial calls in process (calls/s and CPU per call, each round next to the same bare h3
// route), and verified paid calls in rounds taken in turn, with the ratios of the working tree to
// <ref>. <ref> defaults to the commit before payment rails became packages (the parent of the first
// commit adding core's rails/combine.ts). <ref> is checked out into a temporary tree (git archive),
// its x402 package and what it depends on installed there (pnpm, from the store), and run from its
// sources, as the working tree is (both transpiled alike). <ref> may also be a directory holding a checkout with its
// own install (a detached git worktree after `pnpm install --frozen-lockfile`), taken as it is.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { H3 } from 'h3'
import * as v from 'valibot'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { median, medianRatio, ratio, throughput, throughputAndCpu } from './measure.ts'

const root = join(import.meta.dirname, '../..')
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()

/** The commit before payment rails became packages: the parent of the first commit adding core's rails/combine.ts. */
export function beforeRails(): string {
  const first = git('log', '--diff-filter=A', '--format=%H', '--', 'packages/core/src/rails/combine.ts').split('\n').at(-1)
  if (!first) throw new Error('no commit adds packages/core/src/rails/combine.ts: name a ref (--ab=<ref>)')
  return git('rev-parse', `${first}^`)
}

/** <ref>'s tree in a temporary directory with its x402 package's dependencies installed; kept for the next run of the same commit. */
function treeAt(sha: string): string {
  const dir = join(tmpdir(), `svc-bench-ab-${sha.slice(0, 12)}`)
  const ready = join(dir, '.ab-ready')
  if (existsSync(ready)) return dir
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  console.log(`preparing ${sha.slice(0, 12)} in ${dir} (git archive, pnpm install of @svc/x402 and its dependencies)`)
  execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C ${JSON.stringify(dir)}`], { cwd: root, stdio: 'inherit' })
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--ignore-scripts', '--filter', '@svc/x402...'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] })
  writeFileSync(ready, sha)
  return dir
}

/**
 * <ref>'s tree and its label: a directory named as <ref> is taken as it is (a checkout with its own
 * install, e.g. a detached git worktree), a commit is prepared by `treeAt`.
 */
function refTree(ref: string): { before: string; dir: string } {
  if (existsSync(join(ref, 'packages/x402/src/index.ts'))) {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ref, encoding: 'utf8' }).trim()
    return { before: `${sha.slice(0, 12)} (${ref})`, dir: ref }
  }
  const sha = git('rev-parse', `${ref}^{commit}`)
  return { before: ref === sha ? sha.slice(0, 12) : `${ref} (${sha.slice(0, 12)})`, dir: treeAt(sha) }
}

interface Side {
  label: string
  core: any
  x402: any
}

async function sideAt(label: string, base: string): Promise<Side> {
  const src = (pkg: string, file: string) => import(join(base, 'packages', pkg, 'src', file))
  // The test app only: core's testing index also brings vitest's helpers, which load only under vitest.
  return { label, core: { ...(await src('core', 'index.ts')), ...(await src('core', 'testing/test-app.ts')) }, x402: await src('x402', 'index.ts') }
}

const path = '/api/bench/unit?value=1&from=mi&to=km'
const payTo = privateKeyToAccount(generatePrivateKey()).address
const payer = privateKeyToAccount(generatePrivateKey())

function appOf({ core, x402 }: Side) {
  const rail = x402.evmRail('testnet')
  const settleOk = async (input: RequestInfo | URL) => {
    const at = new URL(String(input)).pathname
    const body = at === '/supported' ? { kinds: [], extensions: [], signers: {} } : at === '/verify' ? { isValid: true } : { success: true, transaction: `0x${'ab'.repeat(32)}`, network: rail.network, payer: payTo }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }
  const plugin = core.definePlugin({
    name: 'bench', version: '0.0.0', group: 'bench',
    operations: [
      core.defineOperation({
        name: 'unit', method: 'GET', description: 'Multiplies a value, as a unit conversion would.',
        input: v.object({ value: v.number(), from: v.pipe(v.string(), v.minLength(1), v.maxLength(40)), to: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) }),
        price: { usd: 0 },
        handler: ({ input }: any) => ({ value: input.value, from: input.from, to: input.to, dimension: 'length', result: input.value * 1.609344 }),
      }),
      core.defineOperation({ name: 'paid', method: 'GET', description: 'A paid operation.', input: v.object({}), price: { usd: 0.01 }, handler: () => ({ ok: true }) }),
    ],
  })
  const facilitator = x402.createFacilitator({ url: 'http://facilitator.invalid', fetch: settleOk })
  // The payer's balance as an RPC read gives it, cached: the funds check's common path (no round trip per call).
  const balances = { spendable: async () => 10n ** 15n }
  const app = core.createTestApp({ plugins: [plugin], config: { trustProxy: true }, gate: (context: any) => x402.createX402Gate({ state: context.state, network: 'testnet', payTo: { evm: payTo }, facilitator, balances }) })
  return { app, rail }
}

async function paymentHeaders(rail: any, signTypes: any, count: number): Promise<string[]> {
  const headers: string[] = []
  for (let i = 0; i < count; i++) {
    const authorization = { from: payer.address, to: payTo, value: '10000', validAfter: '0', validBefore: String(Math.floor(Date.now() / 1000) + 85), nonce: `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}` as `0x${string}` }
    const signature = await payer.signTypedData({
      domain: { ...rail.domain, chainId: rail.chainId, verifyingContract: rail.asset },
      types: signTypes,
      primaryType: 'TransferWithAuthorization',
      message: { ...authorization, value: 10000n, validAfter: 0n, validBefore: BigInt(authorization.validBefore) },
    })
    const accepted = { scheme: 'exact', network: rail.network, amount: '10000', asset: rail.asset, payTo, maxTimeoutSeconds: 60, extra: rail.domain }
    headers.push(Buffer.from(JSON.stringify({ x402Version: 2, resource: { url: 'http://localhost/api/bench/paid' }, accepted, payload: { signature, authorization } })).toString('base64'))
  }
  return headers
}

export interface AbOptions {
  ref?: string
  quick?: boolean
  freeOnly?: boolean
}

/** Free, trial and verified paid calls of <ref> and the working tree in one run; the working tree / <ref> ratios. */
export async function benchAB(options: AbOptions = {}): Promise<Record<string, number>> {
  const ref = options.ref ?? beforeRails()
  const { before, dir } = refTree(ref)
  const sides = [await sideAt(before, dir), await sideAt('working tree', root)]
  const apps = sides.map((side) => ({ side, ...appOf(side) }))
  const quick = options.quick === true
  const durationMs = quick ? 500 : 2000
  const paidCount = quick ? 300 : 2000

  const bare = new H3()
  bare.get('/api/bench/unit', () => ({ value: 1, from: 'mi', to: 'km', dimension: 'length', result: 1.609344 }))
  const bareRequest = async () => (await bare.fetch(new Request(`http://localhost${path}`))).text()
  const free = (app: any) => async () => (await app.app.fetch(new Request(`http://localhost${path}`))).text()
  let ip = 0
  // A new caller for every trial, so each is a first claim (set-if-absent that succeeds).
  const trial = (app: any) => async () => {
    const response = await app.app.fetch(new Request('http://localhost/api/bench/paid?trial=1', { headers: { 'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}` } }))
    if (response.status !== 200) throw new Error(`trial answered ${response.status}`)
    await response.text()
  }

  console.log(`\nA/B: the pipeline and x402 rail at ${before} vs the working tree, in process (concurrency 16): free${options.freeOnly ? '' : ' and trial'} calls, each round next to a bare h3 route`)
  await throughput('warm-up', 300, 16, bareRequest)
  for (const { app } of apps) await throughput('warm-up', 300, 16, free(app))
  const kinds = options.freeOnly ? ['free'] : ['free', 'trial']
  const runs = new Map<string, Array<{ rate: number; cpuMicros: number }>>([['bare', []]])
  for (const { side } of apps) for (const kind of kinds) runs.set(`${side.label} ${kind}`, [])
  const rounds = quick ? 3 : options.freeOnly ? 12 : 6
  for (let round = 0; round < rounds; round++) {
    runs.get('bare')!.push(await throughputAndCpu(`bare h3 route (round ${round + 1})`, durationMs, 16, bareRequest))
    // Taken in turn, the first of a round every other round: neither side always runs right after the bare route.
    for (const { side, app } of round % 2 ? [...apps].reverse() : apps) {
      runs.get(`${side.label} free`)!.push(await throughputAndCpu(`${side.label}: free (round ${round + 1})`, durationMs, 16, free(app)))
      if (!options.freeOnly) runs.get(`${side.label} trial`)!.push(await throughputAndCpu(`${side.label}: trial (round ${round + 1})`, durationMs, 16, trial(app)))
    }
  }
  // Per round, each against the bare route measured next to it: the median of those is steadier on a busy machine.
  const bareRuns = runs.get('bare')!
  const results: Record<string, number> = {}
  const [old, current] = apps.map(({ side }) => side.label) as [string, string]
  for (const kind of kinds) {
    for (const label of [old, current]) {
      const list = runs.get(`${label} ${kind}`)!
      ratio(`${kind} calls/s, ${label} / bare h3 (median of rounds)`, medianRatio(list.map((run) => run.rate), bareRuns.map((run) => run.rate)), kind === 'free' ? '>= 0.8' : 'higher is better')
    }
    const ofRate = (label: string) => runs.get(`${label} ${kind}`)!.map((run) => run.rate)
    const ofCpu = (label: string) => runs.get(`${label} ${kind}`)!.map((run) => run.cpuMicros)
    results[`${kind} calls/s`] = medianRatio(ofRate(current), ofRate(old))
    results[`${kind} CPU per call`] = medianRatio(ofCpu(old), ofCpu(current))
  }

  if (!options.freeOnly) {
    // Paid calls in rounds, <ref>'s and the working tree's in turn, so both see the same machine.
    const paidRounds = quick ? 2 : 4
    const perRound = Math.ceil(paidCount / paidRounds)
    console.log(`\nverified paid calls (${perRound * paidRounds} pre-signed EIP-3009 payments each, concurrency 8, verified locally, ${paidRounds} rounds in turn)`)
    const paid = new Map<string, Array<{ rate: number; cpuMicros: number }>>(apps.map(({ side }) => [side.label, []]))
    const sign = (side: Side, rail: unknown, count: number) => paymentHeaders(rail, side.x402.transferWithAuthorizationTypes, count)
    for (const { side, app, rail } of apps) {
      for (const header of await sign(side, rail, 100)) await app.app.fetch(new Request('http://localhost/api/bench/paid', { headers: { 'payment-signature': header } }))
    }
    for (let round = 0; round < paidRounds; round++) {
      for (const { side, app, rail } of round % 2 ? [...apps].reverse() : apps) {
        // Signed just before its round (untimed): on a busy machine, payments signed long before would expire first.
        const headers = await sign(side, rail, perRound)
        let next = 0
        let failures = 0
        const cpu = process.cpuUsage()
        const started = performance.now()
        await Promise.all(Array.from({ length: 8 }, async () => {
          while (next < headers.length) {
            const response = await app.app.fetch(new Request('http://localhost/api/bench/paid', { headers: { 'payment-signature': headers[next++]! } }))
            if (response.status !== 200) failures++
            await response.text()
          }
        }))
        const rate = perRound / ((performance.now() - started) / 1000)
        const used = process.cpuUsage(cpu)
        const cpuMicros = (used.user + used.system) / perRound
        paid.get(side.label)!.push({ rate, cpuMicros })
        console.log(`  ${`${side.label}: verified paid calls (round ${round + 1})`.padEnd(46)} ${Math.round(rate).toLocaleString('en').padStart(10)} req/s ${cpuMicros.toFixed(1).padStart(8)} µs CPU/call${failures ? ` (${failures} not 200)` : ''}`)
        if (failures) throw new Error(`${side.label}: ${failures} paid calls were not answered 200; the comparison would not be of paid calls`)
      }
    }
    const paidOf = (label: string, key: 'rate' | 'cpuMicros') => paid.get(label)!.map((run) => run[key])
    results['paid calls/s'] = medianRatio(paidOf(current, 'rate'), paidOf(old, 'rate'))
    results['paid CPU per call'] = medianRatio(paidOf(old, 'cpuMicros'), paidOf(current, 'cpuMicros'))
  }

  console.log(`\nA/B summary: working tree / ${before}, medians of rounds (1.00 = as fast; CPU ratios are ${before}'s CPU per call / the working tree's)`)
  for (const [name, value] of Object.entries(results)) ratio(name, value, name.startsWith('free') ? '>= 1.00 (the free fast path stays at least as fast)' : '>= 0.95')
  for (const { app } of apps) await app.close()
  return results
}

/**
 * x402 channels at <ref> and in the working tree, in rounds taken in turn on one facilitator (a process of its own): per
 * side, voucher-paid / free calls/s of the same operation and host CPU per voucher-paid call.
 */
export async function benchChannelsAB(options: AbOptions & { disk?: boolean } = {}): Promise<Record<string, number>> {
  const { channelRun, thisCheckout } = await import('./channels.ts')
  const { facilitatorProcess } = await import('./facilitator-process.ts')
  const ref = options.ref ?? beforeRails()
  const { before, dir } = refTree(ref)
  const old = await sideAt(before, dir)
  const sides = [{ ...thisCheckout, label: before, core: old.core, x402: old.x402 }, thisCheckout]
  const rounds = options.quick ? 2 : 4
  const perCaller = options.quick ? 100 : 300
  console.log(`\nA/B: x402 channels at ${before} vs the working tree, state ${options.disk ? 'on disk' : 'in memory'}: ${rounds} rounds in turn, 8 callers x ${perCaller} voucher-paid calls each`)
  const facilitator = await facilitatorProcess()
  const runs = new Map(sides.map((side) => [side.label, [] as Array<{ ratio: number; cpuMs: number; mainMicros: number; claims: number }>]))
  try {
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 ? [...sides].reverse() : sides) {
        const run = await channelRun(facilitator, perCaller, 8, { side, disk: options.disk === true, quiet: true, timedRounds: 1 })
        runs.get(side.label)!.push({ ratio: run.voucher / run.free, cpuMs: run.voucherCpuMs, mainMicros: run.mainCpuMicros?.voucher ?? Number.NaN, claims: run.claimsPer10k })
        const main = run.mainCpuMicros ? `  main thread ${Math.round(run.mainCpuMicros.voucher)} µs/voucher call, ${Math.round(run.mainCpuMicros.free)} µs/free call (free / voucher ${(run.mainCpuMicros.free / run.mainCpuMicros.voucher).toFixed(2)})` : ''
        const [load1] = loadavg()
        console.log(`  ${`${side.label} (round ${round + 1})`.padEnd(40)} voucher / free calls/s ${(run.voucher / run.free).toFixed(2)} (${Math.round(run.voucher)} / ${Math.round(run.free)})  CPU ${run.voucherCpuMs.toFixed(3)} ms/voucher call  claims ${run.claimsPer10k.toFixed(1)} per 10,000  (load ${load1!.toFixed(1)})${main}`)
      }
    }
  } finally {
    await facilitator.close()
  }
  const of = (label: string, key: 'ratio' | 'cpuMs' | 'mainMicros') => median(runs.get(label)!.map((run) => run[key]))
  const results = {
    [`voucher / free calls/s, ${before}`]: of(before, 'ratio'),
    'voucher / free calls/s, working tree': of(thisCheckout.label, 'ratio'),
    [`CPU ms per voucher call, ${before}`]: of(before, 'cpuMs'),
    'CPU ms per voucher call, working tree': of(thisCheckout.label, 'cpuMs'),
  }
  console.log(`\nA/B summary (medians of rounds; load average now ${loadavg().map((value) => value.toFixed(1)).join(' / ')})`)
  ratio(`voucher / free calls/s, ${before}`, results[`voucher / free calls/s, ${before}`]!, '>= 0.30')
  ratio('voucher / free calls/s, working tree', results['voucher / free calls/s, working tree']!, '>= 0.30')
  ratio(`CPU ms per voucher call, ${before}`, results[`CPU ms per voucher call, ${before}`]!, '<= 0.3')
  ratio('CPU ms per voucher call, working tree', results['CPU ms per voucher call, working tree']!, '<= 0.3')
  ratio('CPU per voucher call, <ref> / working tree', results[`CPU ms per voucher call, ${before}`]! / results['CPU ms per voucher call, working tree']!, 'higher is better')
  // The server's thread alone moves least with the machine's load (Linux only).
  ratio('main-thread CPU per voucher call, <ref> / working tree', of(before, 'mainMicros') / of(thisCheckout.label, 'mainMicros'), 'higher is better')
  return results
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const ref = process.argv.slice(2).find((arg) => !arg.startsWith('--'))
  const options = { ...(ref ? { ref } : {}), quick: process.argv.includes('--quick'), freeOnly: process.argv.includes('--free-only') }
  if (process.argv.includes('--channels')) await benchChannelsAB({ ...options, disk: process.argv.includes('--disk') })
  else await benchAB(options)
}
