// `tsx --conditions=@svc/source scripts/bench/ab.ts <commit>`: the request pipeline of core at <commit>
// next to the working tree's, in one process and one run, each against the same bare h3 route:
// free calls in process and verified paid calls. Both run from source (transpiled alike).
import { execSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { H3 } from 'h3'
import * as v from 'valibot'
import { createFacilitator, createX402Gate, evmRail, transferWithAuthorizationTypes } from '@svc/x402'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { ratio, throughput } from './measure.ts'

const commit = process.argv[2] ?? 'HEAD'
const root = join(import.meta.dirname, '../..')
// Inside packages/core, so the old sources resolve core's own dependencies.
const dir = join(root, 'packages/core/.ab', commit.replace(/[^\w.-]/g, '_'))
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
execSync(`git archive ${commit} packages/core/src | tar -x -C ${dir} --strip-components=2`, { cwd: root })

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
  const body = new URL(String(input)).pathname === '/supported' ? { kinds: [], extensions: [], signers: {} } : { success: true, transaction: `0x${'ab'.repeat(32)}`, network: rail.network, payer: payTo }
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
}

async function paymentHeaders(count: number): Promise<string[]> {
  const headers: string[] = []
  for (let i = 0; i < count; i++) {
    const authorization = { from: payer.address, to: payTo, value: '10000', validAfter: '0', validBefore: String(Math.floor(Date.now() / 1000) + 600), nonce: `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}` as `0x${string}` }
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
  return core.createTestApp({ plugins: [plugin], config: { trustProxy: true }, gate: (context: any) => createX402Gate({ state: context.state, network: 'testnet', payTo: { evm: payTo }, facilitator }) as any })
}

const quick = process.argv.includes('--quick')
const durationMs = quick ? 500 : 2000
const paidCount = quick ? 300 : 2000
const apps = cores.map(([label, core]) => [label, appsOf(core)] as const)
const free = (app: (typeof apps)[number][1]) => async () => (await app.app.fetch(new Request(`http://localhost${path}`))).text()
console.log(`\npipeline at ${commit} vs the working tree: a free operation in process (concurrency 16), best of the rounds, each next to a bare h3 route`)
await throughput('warm-up', 300, 16, bareRequest)
for (const [, app] of apps) await throughput('warm-up', 300, 16, free(app))
const runs = new Map<string, number[]>([['bare', []], ...apps.map(([label]) => [label, []] as [string, number[]])])
const rounds = quick ? 3 : process.argv.includes('--free-only') ? 12 : 6
for (let round = 0; round < rounds; round++) {
  runs.get('bare')!.push(await throughput(`bare h3 route (round ${round + 1})`, durationMs, 16, bareRequest))
  for (const [label, app] of apps) runs.get(label)!.push(await throughput(`${label} (round ${round + 1})`, durationMs, 16, free(app)))
}
const best = (label: string) => Math.max(...runs.get(label)!)
// Per round, each pipeline against the bare route measured next to it; the median of those is steadier on a busy machine.
const median = (list: number[]) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)]!
for (const [label] of apps) {
  ratio(`in process: ${label} / bare h3 (best of each)`, best(label) / best('bare'), '>= 0.8')
  ratio(`in process: ${label} / bare h3 (median of rounds)`, median(runs.get(label)!.map((rate, round) => rate / runs.get('bare')![round]!)), '>= 0.8')
}
if (process.argv.includes('--free-only')) process.exit(0)

console.log(`\nverified paid calls (${paidCount} pre-signed EIP-3009 payments each, concurrency 8, verified locally)`)
const paid = new Map<string, number>()
for (const [label, app] of apps) {
  const headers = await paymentHeaders(paidCount + 100)
  let next = 0
  for (; next < 100; next++) await app.app.fetch(new Request('http://localhost/api/bench/paid', { headers: { 'payment-signature': headers[next]! } }))
  let failures = 0
  const started = performance.now()
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < headers.length) {
      const response = await app.app.fetch(new Request('http://localhost/api/bench/paid', { headers: { 'payment-signature': headers[next++]! } }))
      if (response.status !== 200) failures++
      await response.text()
    }
  }))
  const perSecond = paidCount / ((performance.now() - started) / 1000)
  paid.set(label, perSecond)
  console.log(`  ${`${label}: verified paid calls`.padEnd(46)} ${Math.round(perSecond).toLocaleString('en').padStart(10)} req/s${failures ? ` (${failures} not 200)` : ''}`)
}
ratio(`paid calls/s: working tree / ${commit}`, paid.get('working tree')! / paid.get(commit)!, '>= 0.95')
for (const [, app] of apps) await app.close()
rmSync(dir, { recursive: true, force: true })
