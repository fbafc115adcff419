// `tsx --conditions=@svc/source scripts/bench/ab.ts <commit>`: the request pipeline of core at <commit>
// next to the working tree's, in one process and one run, each against the same bare h3 route:
// free and trial calls in process (calls/s and CPU per call), and verified paid calls in rounds
// taken in turn. Both run from source (transpiled alike).
import { execSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { H3 } from 'h3'
import * as v from 'valibot'
import { createFacilitator, createX402Gate, evmRail, transferWithAuthorizationTypes } from '@svc/x402'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { medianRatio, ratio, throughput, throughputAndCpu } from './measure.ts'

const commit = process.argv[2] ?? 'HEAD'
const root = join(import.meta.dirname, '../..')
// Inside packages/core, so the old sources resolve core's own dependencies.
const dir = join(root, 'packages/core/.ab', commit.replace(/[^\w.-]/g, '_'))
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
execSync(`git archive ${commit} packages/core/src packages/core/package.json | tar -x -C ${dir} --strip-components=2`, { cwd: root })

type Core = typeof import('@svc/core') & typeof import('@svc/core/testing')
const load = async (base: string): Promise<Core> => ({ ...(await import(join(base, 'index.ts'))), ...(await import(join(base, 'testing/index.ts'))) })
const cores: Array<[string, Core]> = [[commit, await load(join(dir, 'src'))], ['working tree', await load(join(root, 'packages/core/src'))]]

const path = '/api/bench/unit?value=1&from=mi&to=km'
const bare = new H3()
bare.get('/api/bench/unit', () => ({ value: 1, from: 'mi', to: 'km', dimension: 'length', result: 1.609344 }))
const bareRequest = async () => (await bare.fetch(new Request(`http://localhost${path}`))).text()

const rail = evmRail('testnet')
const payTo = privateKeyToAccount(generatePrivateKey()).address
const payer = privateKeyToAccount(generatePrivateKey())
const settleOk = async (input: RequestInfo | URL) => {
  const path = new URL(String(input)).pathname
  const body = path === '/supported' ? { kinds: [], extensions: [], signers: {} } : path === '/verify' ? { isValid: true } : { success: true, transaction: `0x${'ab'.repeat(32)}`, network: rail.network, payer: payTo }
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
}

async function paymentHeaders(count: number): Promise<string[]> {
  const headers: string[] = []
  for (let i = 0; i < count; i++) {
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
  return headers
}

function appsOf(core: Core) {
  const plugin = core.definePlugin({
    name: 'bench', version: '0.0.0', group: 'bench',
    operations: [
      core.defineOperation({
        name: 'unit', method: 'GET', description: 'Multiplies a value, as a unit conversion would.',
        input: v.object({ value: v.number(), from: v.pipe(v.string(), v.minLength(1), v.maxLength(40)), to: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) }),
        price: { usd: 0 },
        handler: ({ input }) => ({ value: input.value, from: input.from, to: input.to, dimension: 'length', result: input.value * 1.609344 }),
      }),
      core.defineOperation({ name: 'paid', method: 'GET', description: 'A paid operation.', input: v.object({}), price: { usd: 0.01 }, handler: () => ({ ok: true }) }),
    ],
  })
  const facilitator = createFacilitator({ url: 'http://facilitator.invalid', fetch: settleOk as typeof fetch })
  // The payer's balance as an RPC read gives it, cached: the funds check's common path (no round trip per call).
  const balances = { spendable: async () => 10n ** 15n }
  return core.createTestApp({ plugins: [plugin], config: { trustProxy: true }, gate: (context: any) => createX402Gate({ state: context.state, network: 'testnet', payTo: { evm: payTo }, facilitator, balances }) as any })
}

const quick = process.argv.includes('--quick')
const durationMs = quick ? 500 : 2000
const paidCount = quick ? 300 : 2000
const apps = cores.map(([label, core]) => [label, appsOf(core)] as const)
const free = (app: (typeof apps)[number][1]) => async () => (await app.app.fetch(new Request(`http://localhost${path}`))).text()
let ip = 0
// A new caller for every trial, so each is a first claim (set-if-absent that succeeds).
const trial = (app: (typeof apps)[number][1]) => async () => {
  const response = await app.app.fetch(new Request('http://localhost/api/bench/paid?trial=1', { headers: { 'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}` } }))
  if (response.status !== 200) throw new Error(`trial answered ${response.status}`)
  await response.text()
}
const freeOnly = process.argv.includes('--free-only')
console.log(`\npipeline at ${commit} vs the working tree, in process (concurrency 16): free calls${freeOnly ? '' : ' and trial calls'}, each round next to a bare h3 route`)
await throughput('warm-up', 300, 16, bareRequest)
for (const [, app] of apps) await throughput('warm-up', 300, 16, free(app))
const kinds = freeOnly ? ['free'] : ['free', 'trial']
const runs = new Map<string, { rate: number; cpuMicros: number }[]>([['bare', []], ...apps.flatMap(([label]) => kinds.map((kind) => [`${label} ${kind}`, []] as [string, { rate: number; cpuMicros: number }[]]))])
const rounds = quick ? 3 : freeOnly ? 12 : 6
for (let round = 0; round < rounds; round++) {
  runs.get('bare')!.push(await throughputAndCpu(`bare h3 route (round ${round + 1})`, durationMs, 16, bareRequest))
  for (const [label, app] of apps) {
    runs.get(`${label} free`)!.push(await throughputAndCpu(`${label}: free (round ${round + 1})`, durationMs, 16, free(app)))
    if (!freeOnly) runs.get(`${label} trial`)!.push(await throughputAndCpu(`${label}: trial (round ${round + 1})`, durationMs, 16, trial(app)))
  }
}
// Per round, each against the bare route measured next to it: the median of those is steadier on a busy machine.
const bareRuns = runs.get('bare')!
for (const kind of kinds) {
  for (const [label] of apps) {
    const list = runs.get(`${label} ${kind}`)!
    ratio(`${kind} calls/s, ${label} / bare h3 (median of rounds)`, medianRatio(list.map((run) => run.rate), bareRuns.map((run) => run.rate)), kind === 'free' ? '>= 0.8' : 'higher is better')
    ratio(`${kind} CPU per call, bare h3 / ${label} (median of rounds)`, medianRatio(bareRuns.map((run) => run.cpuMicros), list.map((run) => run.cpuMicros)), kind === 'free' ? '>= 0.8' : 'higher is better')
  }
}
if (process.argv.includes('--free-only')) process.exit(0)

// Paid calls in rounds, the commit's and the working tree's in turn, so both see the same machine.
const paidRounds = quick ? 2 : 4
const perRound = Math.ceil(paidCount / paidRounds)
console.log(`\nverified paid calls (${perRound * paidRounds} pre-signed EIP-3009 payments each, concurrency 8, verified locally, ${paidRounds} rounds in turn)`)
const paid = new Map<string, { rate: number; cpuMicros: number }[]>(apps.map(([label]) => [label, []]))
const signed = new Map<string, string[]>()
for (const [label, app] of apps) {
  const headers = await paymentHeaders(perRound * paidRounds + 100)
  for (const header of headers.splice(0, 100)) await app.app.fetch(new Request('http://localhost/api/bench/paid', { headers: { 'payment-signature': header } }))
  signed.set(label, headers)
}
for (let round = 0; round < paidRounds; round++) {
  for (const [label, app] of apps) {
    const headers = signed.get(label)!.splice(0, perRound)
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
    paid.get(label)!.push({ rate, cpuMicros })
    console.log(`  ${`${label}: verified paid calls (round ${round + 1})`.padEnd(46)} ${Math.round(rate).toLocaleString('en').padStart(10)} req/s ${cpuMicros.toFixed(1).padStart(8)} µs CPU/call${failures ? ` (${failures} not 200)` : ''}`)
  }
}
const paidOf = (label: string, key: 'rate' | 'cpuMicros') => paid.get(label)!.map((run) => run[key])
ratio(`paid calls/s: working tree / ${commit} (median of rounds)`, medianRatio(paidOf('working tree', 'rate'), paidOf(commit, 'rate')), '>= 0.95')
ratio(`paid CPU per call: ${commit} / working tree (median of rounds)`, medianRatio(paidOf(commit, 'cpuMicros'), paidOf('working tree', 'cpuMicros')), '>= 0.95')
for (const [, app] of apps) await app.close()
rmSync(dir, { recursive: true, force: true })
