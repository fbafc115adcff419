// `pnpm exec tsx scripts/bench/voucher-loop.ts [--calls=N] [--callers=C] [--disk] [--free] [--profile=<file>] [--heap=<file>] [--marks=<prefix>]`:
// voucher-paid calls of the channels benchmark's operation in one loop, nothing else timed, for profiling
// (node --cpu-prof, --trace-gc) and counting instructions (valgrind --tool=callgrind --instr-atstart=no:
// with --marks=<prefix> the loop writes <prefix>.start and <prefix>.stop before and after it and waits until they are removed;
// on a loaded machine the set-up under valgrind can outlast the facilitator client's timeout and the deposits fail).
// `--profile` is a CPU profile of the loop only (sampled on the wall clock: on a loaded machine compare shares, not µs),
// `--heap` a sampling heap profile of it (bytes allocated per call, whatever the load; with `--kept` only what
// survived the loop's scavenges: the promoted objects, those a full GC freed later included, and where they were allocated). Prints the main thread's CPU per
// call (µs, from /proc's schedstat, in ns) and the process's. Run with `--conditions=@svc/source` (the sources).
// `--gc` counts the loop's GCs (v8.GCProfiler): scavenges per 1,000 calls and bytes promoted per call (old space's growth
// across the scavenges), counts the machine's load does not change; `--snapshot=<file>` writes a heap snapshot mid-loop
// (after a full GC: what is strongly held); `--stage=<part>` runs a part of the call alone (below); `--fresh` builds each call's Request when it is sent (young, as over HTTP);
// `--stub-rail` a rail that holds and charges with no work (core's paid path alone);
// `--json-log` keeps each call's log fields for a JSON request log line (SVC_LOG_FORMAT=json), as a host does.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { Session } from 'node:inspector/promises'
import { GCProfiler, writeHeapSnapshot } from 'node:v8'
import * as v from 'valibot'
import { domainSeparator, hashTypedData, hexToBytes } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { createEmbeddedState, defineOperation, definePlugin } from '@svc/core'
import { createTestApp } from '@svc/core/testing'
import { createFacilitator, createX402Gate } from '@svc/x402'
import { decodePaymentHeader } from '../../packages/x402/src/header.ts'
import { signedBy } from '../../packages/x402/src/evm-signer.ts'
import { voucherDigest } from '../../packages/x402/src/channels/voucher-check.ts'
import { channelFacilitator } from '../../packages/x402/test/_channel-facilitator.ts'
import { channelPayer } from '../../packages/x402/test/_channel-client.ts'
import { payTo } from '../../packages/x402/test/_setup.ts'

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const perCaller = arg('calls', 2000)
const callers = arg('callers', 8)
const warm = arg('warm', 500)
const disk = process.argv.includes('--disk')
const free = process.argv.includes('--free')
const marks = process.argv.find((a) => a.startsWith('--marks='))?.slice('--marks='.length)
const gc = process.argv.includes('--gc')
const kept = process.argv.includes('--kept')
const fresh = process.argv.includes('--fresh')
const snapshot = process.argv.find((a) => a.startsWith('--snapshot='))?.slice('--snapshot='.length)

const answer = () => ({ ok: true, items: [{ n: 1 }], total: 1, source: { provider: 'bench', url: 'https://example.org', license: 'MIT' } })
const facilitator = await channelFacilitator()
const plugin = definePlugin({
  name: 'bench-channels',
  version: '0.0.0',
  group: 'bench',
  operations: [
    defineOperation({ name: 'paid', method: 'GET', description: 'A paid operation for the channels benchmark.', input: v.object({}), price: { usd: 0.01 }, handler: answer }),
    defineOperation({ name: 'free', method: 'GET', description: 'The same operation, free.', input: v.object({}), price: { usd: 0 }, handler: answer }),
  ],
})
// Claims out of the way: the loop measures the calls.
// A deposit covers some 500 calls: each caller pays through channels of PER_CHANNEL calls in turn.
const PER_CHANNEL = 450
const channels = { enabled: true, claim: { vouchers: 1_000_000, seconds: 86_400, amountMicros: 10_000_000_000 }, depositCalls: PER_CHANNEL + 10, withdrawDelaySeconds: 86_400 }
const dir = disk ? mkdtempSync(join(tmpdir(), 'svc-voucher-loop-')) : undefined
const state = dir ? createEmbeddedState({ dir }) : undefined
// `--stage=<part>`: a part of the call alone, no pipeline, to bisect what a call keeps (with --gc): `verify` the rail's verify
// (each caller's next voucher over and over, never taken; --fresh: a new Request each time), `charge` verify, hold and charge
// (each call its own voucher), `hold` the one-step hold and its charge (core's shortest paid path); and, for a floor, `decode` the payment header,
// `digest` a voucher's digest, `signed` its signature's recovery (over a digest it was not signed for: a full recovery each time), `voucher`
// all three as the rail does them (its digest, checked against the payer authorizer's key, known after the first), `alloc` plain garbage.
// Few scavenges make a noisy figure: run enough calls for 20 or more.
const stage = process.argv.find((a) => a.startsWith('--stage='))?.slice('--stage='.length)
let rail: any
let requirement: any
let first: string[] = []
const firstRequests: Request[] = []
const separator = new Uint8Array(32)
// The escrow's domain on the bench's chain (Base Sepolia), for --stage=voucher.
const escrow = hexToBytes(domainSeparator({ domain: { name: 'x402 Batch Settlement', version: '1', chainId: 84532, verifyingContract: '0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003' } }))
const app = createTestApp({ plugins: [plugin], ...(process.argv.includes('--json-log') ? { config: { logFormat: 'json' as const } } : {}), ...(state ? { state } : {}), gate: (context: any) => (rail = createX402Gate({ state: context.state, network: 'testnet', payTo: { evm: payTo }, facilitator: createFacilitator({ url: facilitator.url }), channels, log: (line: string) => console.log(`  ${line}`) })) })
const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
const url = 'http://localhost/api/bench/paid'
// The vouchers are signed with libsecp256k1 (the same signatures as viem's, RFC 6979), ~50x quicker: under valgrind signing would take most of the run.
const secp = createRequire(join(import.meta.dirname, '../../packages/x402/package.json'))('secp256k1') as { ecdsaSign(digest: Uint8Array, key: Uint8Array): { signature: Uint8Array; recid: number } }
const quickSigner = (key: `0x${string}`) => ({
  signTypedData: (async (typed: any) => {
    const { signature, recid } = secp.ecdsaSign(hexToBytes(hashTypedData(typed)), hexToBytes(key))
    return `0x${Buffer.from(signature).toString('hex')}${(27 + recid).toString(16)}`
  }) as any,
})
const signed: string[][] = []
for (let caller = 0; caller < callers; caller++) {
  const own: string[] = []
  for (let left = warm + perCaller; left > 0; left -= PER_CHANNEL) {
    const key = generatePrivateKey()
    const payer = channelPayer(facilitator, key)
    const first = await payer.pay(send, url)
    if (first.status !== 200) throw new Error(`the deposit was refused: ${await first.text()}`)
    own.push(...(await payer.signAhead(url, Math.min(left, PER_CHANNEL), quickSigner(key))))
  }
  signed.push(own)
}
const requestsOf = (headers: string[]) => headers.map((header) => (free ? new Request('http://localhost/api/bench/free') : new Request(url, { headers: { 'payment-signature': header } })))
// Built ahead (old by the time they are sent), or each when it is sent.
const all: (Request | string)[][] = fresh ? signed : signed.map(requestsOf)
let refused = 0
async function loop(from: number, to: number) {
  await Promise.all(all.map(async (own, caller) => {
    for (let i = from; i < to; i++) {
      if (snapshot && caller === 0 && i === Math.floor((from + to) / 2)) console.log(`snapshot ${writeHeapSnapshot(snapshot)}`)
      const request = typeof own[i] === 'string' ? requestsOf([own[i] as string])[0]! : (own[i] as Request)
      if (stage === 'decode' && requirement) {
        decodePaymentHeader((firstRequests[caller] ??= requestsOf([first[caller]!])[0]!).headers)
        await undefined
        continue
      }
      if (stage === 'digest' && requirement) {
        voucherDigest(separator, `0x${'ab'.repeat(32)}`, BigInt(i))
        await undefined
        continue
      }
      if (stage === 'signed' && requirement) {
        const voucher = (decodePaymentHeader((firstRequests[caller] ??= requestsOf([first[caller]!])[0]!).headers).payload as any).voucher
        const ok = signedBy(separator, voucher.signature, '0x0000000000000000000000000000000000000001')
        if ((ok instanceof Promise ? await ok : ok) === true) console.log('?')
        await undefined
        continue
      }
      if (stage === 'voucher' && requirement) {
        const { voucher, channelConfig } = decodePaymentHeader((firstRequests[caller] ??= requestsOf([first[caller]!])[0]!).headers).payload as any
        const ok = signedBy(voucherDigest(escrow, voucher.channelId, BigInt(voucher.maxClaimableAmount))!, voucher.signature, channelConfig.payerAuthorizer)
        if ((ok instanceof Promise ? await ok : ok) !== true) refused++
        await undefined
        continue
      }
      if (stage === 'alloc' && requirement) {
        const junk = Array.from({ length: 40 }, (_, n) => ({ n, text: `${n}:${i}` }))
        await undefined
        if (junk.length < 0) console.log(junk)
        continue
      }
      if (stage && stage !== 'hold' && requirement) {
        const verified = await rail.verify(stage === 'verify' ? (fresh ? requestsOf([first[caller]!])[0]! : (firstRequests[caller] ??= requestsOf([first[caller]!])[0]!)) : request, requirement)
        if (stage === 'charge') await (await verified.take({ fresh: false })).settle(requirement.amountMicros)
        continue
      }
      if (stage === 'hold' && requirement) {
        await (await rail.hold(request, requirement)).charge(requirement.amountMicros)
        continue
      }
      const response = await app.app.fetch(request)
      if (response.status !== 200 && refused++ === 0) console.log(`first refusal: ${(await response.clone().text()).slice(0, 300)}`)
      await response.text()
    }
  }))
}
await loop(0, warm)
// --stage: the paid operation's requirement, as the pipeline gives it to the rail (caller 0's next voucher pays for it), and
// each caller's next voucher (what --stage=verify verifies over and over: never taken, it stays the next).
first = signed.map((own) => own[warm]!)
if (stage) {
  // The requirement as the rail is given it: by its one-step hold (a voucher's path), or by verify.
  const { verify, hold } = rail
  rail.verify = async (request: Request, given: unknown) => ((requirement = given), verify.call(rail, request, given))
  if (hold) rail.hold = async (request: Request, given: unknown) => ((requirement = given), hold.call(rail, request, given))
  await app.app.fetch(requestsOf([first[0]!])[0]!)
  rail.verify = verify
  if (hold) rail.hold = hold
  if (all !== signed) all[0]!.splice(warm, 1)
  signed[0]!.splice(warm, 1)
  first[0] = signed[0]![warm]!
}
// `--stub-rail`: the rail holds and charges with no work (no decoding, recovery or state): what core's paid path costs alone.
if (process.argv.includes('--stub-rail')) {
  const payer = { address: '0x00000000000000000000000000000000000000ab', network: 'eip155:84532' }
  const settled = { settlement: { status: 'settled', network: payer.network, payer: payer.address, amount: '10000', channel: '0xcd' }, headers: { 'payment-response': 'x'.repeat(600) } }
  rail.hold = async () => ({ payer, key: 'stub', keepUntil: Date.now() + 3_600_000, charge: async () => settled, release: async () => {} })
}
const mainNs = () => Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0])
const mark = async (name: string) => {
  if (!marks) return
  // The driver (callgrind_control -i on/off) answers by removing the file.
  const file = `${marks}.${name}`
  writeFileSync(file, String(process.pid))
  while (existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 50))
}
const profile = process.argv.find((a) => a.startsWith('--profile='))?.slice('--profile='.length)
let session: Session | undefined
if (profile) {
  session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 50 })
  await session.post('Profiler.start')
}
const heap = process.argv.find((a) => a.startsWith('--heap='))?.slice('--heap='.length)
if (heap) {
  session = new Session()
  session.connect()
  await session.post('HeapProfiler.enable')
  await session.post('HeapProfiler.startSampling', { samplingInterval: 256, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: !kept } as never)
}
await mark('start')
const cpu = process.cpuUsage()
const main = mainNs()
const started = performance.now()
const gcs = gc ? new GCProfiler() : undefined
gcs?.start()
await loop(warm, warm + perCaller - (stage ? 1 : 0))
const collections = gcs?.stop()?.statistics ?? []
const elapsed = performance.now() - started
const mainUsed = mainNs() - main
const used = process.cpuUsage(cpu)
await mark('stop')
if (session && heap) {
  const { profile: taken } = await session.post('HeapProfiler.stopSampling')
  writeFileSync(heap, JSON.stringify(taken))
  session.disconnect()
}
if (session && profile) {
  const { profile: taken } = await session.post('Profiler.stop')
  writeFileSync(profile, JSON.stringify(taken))
  session.disconnect()
}
const done = perCaller * callers
console.log(`${free ? 'free' : 'voucher-paid'} calls ${done}, state ${disk ? 'on disk' : 'in memory'}: ${(done / (elapsed / 1000)).toFixed(0)} calls/s, main thread ${(mainUsed / 1000 / done).toFixed(1)} µs/call, process ${((used.user + used.system) / done).toFixed(1)} µs/call, refused ${refused}, load ${loadavg()[0]!.toFixed(2)}`)
if (gc) {
  const oldSpace = (heap: { heapSpaceStatistics: { spaceName: string; spaceUsedSize: number }[] }) => heap.heapSpaceStatistics.find((space) => space.spaceName === 'old_space')?.spaceUsedSize ?? 0
  const scavenges = collections.filter((collection) => collection.gcType === 'Scavenge')
  const promoted = scavenges.reduce((sum, collection) => sum + oldSpace(collection.afterGC) - oldSpace(collection.beforeGC), 0)
  console.log(`gc: ${((scavenges.length * 1000) / done).toFixed(2)} scavenges per 1,000 calls, ${(promoted / done).toFixed(0)} bytes promoted per call, ${collections.length - scavenges.length} other collections`)
}
await app.close()
await facilitator.close()
if (dir) rmSync(dir, { recursive: true, force: true })
