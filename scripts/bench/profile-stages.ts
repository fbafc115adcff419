// `pnpm exec tsx scripts/bench/profile-stages.ts <file.cpuprofile> [<main-thread µs per call>]`: a CPU profile of the
// voucher-paid calls (`pnpm bench --channels --profile=<file>`) split by stage of the call, each sample counted once,
// in the first stage of this list any frame of its stack belongs to. Shares are of the main thread's busy samples
// (idle and the profiler's own left out); with the main thread's CPU per call (the bench prints it) also in µs.
// The profile samples the wall clock: a stage where the thread waits in the kernel (the socket write, preempted on
// a busy machine) shows wall time there, not CPU (`perf` counts CPU only).
import { readFileSync } from 'node:fs'

interface Frame {
  functionName: string
  url: string
}
interface ProfileNode {
  id: number
  callFrame: Frame
  children?: number[]
}

const STAGES: Array<[string, (frame: Frame) => boolean]> = [
  ['(idle)', (f) => f.functionName === '(idle)'],
  ['(profiler)', (f) => f.functionName === 'startProfile' || f.functionName === 'dispatch'],
  ['GC', (f) => f.functionName === '(garbage collector)'],
  ['secp256k1 recovery (native)', (f) => f.functionName === 'Secp256k1Addon' || f.functionName === 'ecdsaRecover'],
  ['voucher digest (keccak)', (f) => f.functionName === 'voucherDigest'],
  ['payment header decode', (f) => f.functionName === 'decodePaymentHeader'],
  ['stand-in facilitator in process (voucher-loop.ts only; the bench runs it in a process of its own)', (f) => /_channel-facilitator|@x402\/.*facilitator/.test(f.url)],
  ['claims bookkeeping', (f) => /channels\/claims\.ts/.test(f.url)],
  ['channel state write (hold, charge)', (f) => /voucher-path\.ts|channel-storage\.ts|state\/embedded\.ts|state\/_values\.ts/.test(f.url)],
  ['payment-response header', (f) => f.functionName === 'settledAnswer' || f.functionName === 'encodeHeaderJson'],
  ['x402 verify (the rest)', (f) => /packages\/x402\/src/.test(f.url)],
  ['socket write (writev; wall clock)', (f) => /^writev?$|^writevGeneric$|^writeGeneric$/.test(f.functionName)],
  ['core charge, receipts, figures', (f) => /core\/src\/(payments|_charge|account|observe|envelope)/.test(f.url)],
  ['core pipeline (the rest)', (f) => /packages\/core\/src/.test(f.url)],
  ['HTTP (h3, srvx, node:http)', (f) => /\/h3@|\/srvx@|node:_http|node:net|node:internal\/streams|node:events|stream_base/.test(f.url)],
]

const [file, perCall] = process.argv.slice(2)
if (!file) throw new Error('usage: profile-stages.ts <file.cpuprofile> [<main-thread µs per call>]')
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }
const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const parent = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
const spent = new Map<string, number>()
for (const [n, sample] of profile.samples.entries()) {
  const frames: Frame[] = []
  for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) frames.push(byId.get(id)!.callFrame)
  const stage = STAGES.find(([, belongs]) => frames.some(belongs))?.[0] ?? 'other'
  spent.set(stage, (spent.get(stage) ?? 0) + (profile.timeDeltas[n] ?? 0))
}
const busy = [...spent].filter(([stage]) => !stage.startsWith('(')).reduce((sum, [, micros]) => sum + micros, 0)
console.log(`main thread busy ${(busy / 1000).toFixed(0)} ms${perCall ? `; µs per call at ${perCall} µs of main-thread CPU per call` : ''}`)
for (const [stage, micros] of [...spent].sort((a, b) => b[1] - a[1])) {
  if (stage.startsWith('(')) continue
  const share = micros / busy
  console.log(`  ${(100 * share).toFixed(1).padStart(5)}%${perCall ? ` ${(share * Number(perCall)).toFixed(0).padStart(5)} µs` : ''}  ${stage}`)
}
