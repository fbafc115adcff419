// `pnpm bench`: speed measured as ratios against baselines run in the same command.
// It runs on the built packages (dist), as operators do: `pnpm bench` builds first.
import { spawnSync } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'

const quick = process.argv.includes('--quick')
const passed = ['--quick', '--free-only', '--channels', '--disk', '--thread-load'].filter((flag) => process.argv.includes(flag))

// `--ab[=<ref>]`: only the A/B comparison of free, trial and paid calls with <ref> (default: the commit
// before payment rails became packages), both from their sources, in one run (scripts/bench/ab.ts);
// with `--channels`, of x402 channels' voucher-paid calls instead (`--disk`: the state on disk).
// `--channels` alone: only the channels section, from the sources (`--disk`, `--profile=<file>`, `--thread-load`).
const ab = process.argv.find((arg) => arg === '--ab' || arg.startsWith('--ab='))
if (ab) {
  const ref = ab.startsWith('--ab=') ? [ab.slice('--ab='.length)] : []
  const script = join(import.meta.dirname, 'bench/ab.ts')
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@svc/source', script, ...ref, ...passed], { stdio: 'inherit' })
  process.exit(run.status ?? 1)
}
if (process.argv.includes('--channels')) {
  const script = join(import.meta.dirname, 'bench/channels-only.ts')
  const profile = process.argv.filter((arg) => arg.startsWith('--profile='))
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@svc/source', script, ...passed, ...profile], { stdio: 'inherit' })
  process.exit(run.status ?? 1)
}

// The benchmarks load the built packages: imported only when they run (`--ab` runs from sources, no build needed).
const { benchChannels, channelGoals, goalLine } = await import('./bench/channels.ts')
const { benchColdStart } = await import('./bench/cold-start.ts')
const { benchHeavy } = await import('./bench/heavy.ts')
const { benchOversizedInput } = await import('./bench/oversized-input.ts')
const { benchPayments } = await import('./bench/payments.ts')
const { benchPipeline } = await import('./bench/pipeline.ts')
const { benchQuota } = await import('./bench/quota.ts')
const { benchSearch } = await import('./bench/search.ts')
const { benchRestart } = await import('./bench/restart.ts')
const { benchScan, benchStore } = await import('./bench/store.ts')
const { benchUpstream } = await import('./bench/upstream.ts')
const { benchVectors } = await import('./bench/vectors.ts')

const pipeline = await benchPipeline(quick ? 500 : 2000, quick ? 3 : 5)
const search = benchSearch(quick ? 2000 : 20000)
const payments = await benchPayments(quick ? 300 : 3000)
const channels = await benchChannels(quick ? 150 : 450)
await benchStore(quick ? 500 : 2000)
await benchScan()
await benchQuota()
await benchRestart(quick ? 50_000 : 200_000)
await benchUpstream(quick ? 50 : 200)
await benchVectors(quick ? [10_000] : [10_000, 100_000], quick ? 10 : 30)
const coldStart = await benchColdStart(quick ? 2 : 5)
await benchHeavy(quick ? 3 : 5)
await benchOversizedInput(quick ? 5 : 20)

// The figures a change must not make worse, together (each against its baseline of this run).
const [load1, load5] = loadavg()
console.log(`\nsummary (load average ${load1!.toFixed(2)} / ${load5!.toFixed(2)} over 1 / 5 min, ${availableParallelism()} cores: on a busy machine, compare ratios of runs made under like load)`)
const line = (label: string, value: string) => console.log(`  ${label.padEnd(58)} ${value}`)
line('free call, pipeline / bare h3, in process (goal >= 0.80)', pipeline.inProcess.toFixed(2))
line('free call, bare h3 / pipeline CPU per call, in process', pipeline.inProcessCpu.toFixed(2))
line('free call, pipeline / bare h3, over HTTP (goal >= 0.75)', pipeline.http.toFixed(2))
line('trial calls/s, and / bare h3 route', `${Math.round(payments.trial).toLocaleString('en')} (${(payments.trial / payments.bare).toFixed(2)})`)
line('verified paid calls/s, and / bare h3 route', `${Math.round(payments.paid).toLocaleString('en')} (${(payments.paid / payments.bare).toFixed(3)})`)
line('host CPU per verified paid call, cached funds check (goal < 1.5 ms)', `${payments.paidCpuMs.toFixed(3)} ms`)
for (const goal of channelGoals(channels)) console.log(goalLine(goal))
line('endpoint search p50, full catalog, every query category (goal < 1 ms)', `${search.p50.toFixed(3)} ms`)
line('cold start: svc serve, all plugins, until listening (p50)', `${Math.round(coldStart.hostMs)} ms (${(coldStart.hostMs / coldStart.bareMs).toFixed(1)}x a bare node start)`)
