import { mkdtempSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { H3 } from 'h3'
import * as v from 'valibot'
import { createEmbeddedState, defineOperation, definePlugin, type StateStore } from '@svc/core'
import { createRedisState } from '@svc/state-redis'
import { createTestApp, createTestPaymentGate } from '@svc/core/testing'
import { agentInfraPlugin } from '@svc/plugin-agent-infra'
import { httpLoad, type LoadRequest } from './load.ts'
import { listenLocal, ratio, report, throughput } from './measure.ts'

/**
 * The pipeline's ceiling for a paid call: an operation priced like kv-put, with the same body,
 * answering the same shape without touching the state.
 */
const ceilingPlugin = definePlugin({
  name: 'bench-ceiling',
  version: '0.0.0',
  group: 'bench',
  operations: [defineOperation({
    name: 'paid-echo',
    method: 'POST',
    description: 'Answers what kv-put answers, storing nothing.',
    input: v.strictObject({ key: v.string(), value: v.unknown() }),
    price: { usd: 0.005 },
    response: 'legacy',
    handler: ({ input }) => ({ key: input.key, bytes: 8, created: false, updatedAt: new Date().toISOString(), expiresAt: null }),
  })],
})

const PAYER = { 'content-type': 'application/json', 'x-test-payer': '0x00000000000000000000000000000000000b3e7c' }
const CALLS_PER_BATCH = 50

/** 50 calls behind one batch payment; `{i}` in them is numbered per request. */
function batchOf(call: (j: number) => { endpoint: string; params: Record<string, unknown> }): LoadRequest {
  return { method: 'POST', path: '/api/batch/run', headers: PAYER, body: JSON.stringify({ calls: Array.from({ length: CALLS_PER_BATCH }, (_, j) => call(j)) }) }
}

/** What the load sends: one call per request, or 50 calls behind one batch payment. */
const loads = {
  'paid call storing nothing': { method: 'POST', path: '/api/bench/paid-echo', headers: PAYER, body: '{"key":"k{k}","value":{"v":"{i}"}}' },
  'kv-put (overwrites)': { method: 'POST', path: '/api/store/kv-put', headers: PAYER, body: '{"key":"k{k}","value":{"v":"{i}"}}' },
  'kv-put (new keys)': { method: 'POST', path: '/api/store/kv-put', headers: PAYER, body: '{"key":"n{i}","value":{"v":1}}' },
  'kv-get': { method: 'POST', path: '/api/store/kv-get', headers: PAYER, body: '{"key":"k{k}"}' },
  [`kv-put, ${CALLS_PER_BATCH} per batch.run`]: batchOf((j) => ({ endpoint: 'store.kv-put', params: { key: `b{i}-${j}`, value: { v: 1 } } })),
  [`kv-get, ${CALLS_PER_BATCH} per batch.run`]: batchOf((j) => ({ endpoint: 'store.kv-get', params: { key: `k${j * 100}` } })),
} satisfies Record<string, LoadRequest>

/**
 * store.kv-put / kv-get over HTTP as a caller sees them (validation, payment gate, wallet scoping,
 * quota accounting, the log write), next to a bare h3 route reading the same body and to a paid
 * call that stores nothing, on each backend; raw state writes and reads in process for scale.
 * The load comes from a worker thread (load.ts). Rounds alternate so noise hits all alike; best of 3.
 */
export async function benchStore(durationMs: number): Promise<void> {
  console.log(`\nstore: kv put/get over HTTP (srvx on 127.0.0.1, 32 keep-alive connections from a worker thread), ${durationMs} ms per measure, best of 3 alternating rounds`)
  const bare = new H3()
  // The baseline: a plain h3 route parsing the JSON body and answering a kv-put-sized JSON.
  bare.post('/api/store/kv-put', async (event) => {
    const body = await event.req.json() as { key: string }
    return { data: { key: body.key, bytes: 8, created: false, updatedAt: new Date().toISOString(), expiresAt: null } }
  })
  const bareServer = await listenLocal(bare)
  const bareLoad = loads['kv-put (overwrites)']
  const bareRuns: number[] = []
  let bareBest = 0
  const redisUrl = process.env.SVC_REDIS_URL ?? 'redis://127.0.0.1:6379'
  const redisPrefix = `svc-bench-${process.pid}:`
  const backends: Array<[string, () => StateStore]> = [
    ['embedded', () => createEmbeddedState({ dir: mkdtempSync(join(tmpdir(), 'svc-bench-store-')) })],
    ['redis', () => createRedisState({ url: redisUrl, prefix: redisPrefix })],
  ]
  for (const [name, open] of backends) {
    const state = open()
    const svc = createTestApp({ plugins: [agentInfraPlugin, ceilingPlugin], state, gate: createTestPaymentGate(), config: { settings: { store: { maxItems: 10_000_000, maxBytes: 1024 ** 4 } } } })
    const server = await listenLocal(svc.app)
    try {
      // Every measured call must succeed: a quota no run reaches, and the keys kv-get reads written first.
      for (let first = 0; first < 5000; first += CALLS_PER_BATCH) {
        const calls = Array.from({ length: CALLS_PER_BATCH }, (_, j) => ({ endpoint: 'store.kv-put', params: { key: `k${first + j}`, value: { v: 'warm' } } }))
        const written = await svc.request('/api/batch/run', { json: { calls }, headers: PAYER })
        if (written.status !== 200) throw new Error(`writing the keys answered ${written.status}`)
      }
      await httpLoad(server.port, loads['kv-put (overwrites)'], durationMs)
      if (bareRuns.length === 0) await httpLoad(bareServer.port, bareLoad, 300)
      const runs: Record<string, number[]> = {}
      for (let round = 0; round < 3; round++) {
        if (name === 'embedded') bareRuns.push(report('bare h3 POST route', await httpLoad(bareServer.port, bareLoad, durationMs)))
        let i = 0
        ;(runs['raw state.set'] ??= []).push(await throughput(`${name}: raw state.set, in process`, durationMs, 16, () => state.set(`raw:${i++ % 5000}`, { v: i })))
        ;(runs['raw state.get'] ??= []).push(await throughput(`${name}: raw state.get, in process`, durationMs, 16, () => state.get(`raw:${i++ % 5000}`)))
        for (const [label, load] of Object.entries(loads)) {
          const perBatch = load.path === '/api/batch/run' ? CALLS_PER_BATCH : 1
          const perSecond = perBatch * await httpLoad(server.port, load, durationMs, perBatch > 1 ? 8 : 32)
          ;(runs[label] ??= []).push(report(`${name}: ${label}`, perSecond, 'ops/s'))
        }
      }
      const best = (label: string) => Math.max(...runs[label]!)
      bareBest = Math.max(...bareRuns)
      const put = best('kv-put (overwrites)')
      const batched = best(`kv-put, ${CALLS_PER_BATCH} per batch.run`)
      const batchedGets = best(`kv-get, ${CALLS_PER_BATCH} per batch.run`)
      console.log(`  ${name} best: raw set ${Math.round(best('raw state.set'))}/s, raw get ${Math.round(best('raw state.get'))}/s; over HTTP: bare h3 ${Math.round(bareBest)}/s, paid no-op ${Math.round(best('paid call storing nothing'))}/s, kv-put ${Math.round(put)}/s (new keys ${Math.round(best('kv-put (new keys)'))}/s), kv-get ${Math.round(best('kv-get'))}/s, kv-put in batches ${Math.round(batched)} ops/s, kv-get in batches ${Math.round(batchedGets)} ops/s`)
      ratio(`${name} kv-put / paid call storing nothing`, put / best('paid call storing nothing'), 'near 1: the store adds little to the pipeline')
      ratio(`${name} kv-get / paid call storing nothing`, best('kv-get') / best('paid call storing nothing'), 'near 1')
      ratio(`${name} kv-put / bare h3 POST route`, put / bareBest, 'what the whole paid pipeline costs next to a route that only parses the body')
      if (name === 'embedded') {
        ratio('embedded kv-put ops/s in batches / 20,000', batched / 20_000, '>= 1')
        ratio('embedded kv-get ops/s in batches / 20,000', batchedGets / 20_000, '>= 1')
        ratio('embedded kv-put, one call per request / 20,000', put / 20_000, "the machine's bare h3 route bounds it")
        ratio('embedded kv-get, one call per request / 20,000', best('kv-get') / 20_000, 'as above')
      }
    } catch (error) {
      console.log(`  ${name}: skipped (${(error as Error).message})`)
    } finally {
      await server.close()
      await svc.close()
      // After closing: the host writes its last stats then.
      if (name === 'redis') await dropRedisNamespaces(redisUrl, [redisPrefix]).catch(() => {})
    }
  }
  await bareServer.close()
}

const walletPrefix = (w: number) => `infra:kv:${String(w).padStart(32, '0')}:`

/** Pages through wallet 150's keys (pages of 500): the best of 10 walks after a first one (Redis builds its key directory then), in ms. */
async function bestScan(state: StateStore): Promise<number> {
  const walk = async () => {
    const started = performance.now()
    let cursor: string | null | undefined
    do cursor = (await state.scan(walletPrefix(150), { ...(cursor ? { cursor } : {}), limit: 500 })).cursor
    while (cursor)
    return performance.now() - started
  }
  await walk()
  const times: number[] = []
  for (let i = 0; i < 10; i++) times.push(await walk())
  return Math.min(...times)
}

/** 2,500 keys for each wallet, written 5,000 at a time (Redis pipelines them). */
async function fillWallets(state: StateStore, wallets: number[]): Promise<void> {
  const writes = wallets.flatMap((w) => Array.from({ length: 2500 }, (_, k) => `${walletPrefix(w)}key${k}`))
  for (let i = 0; i < writes.length; i += 5000) await Promise.all(writes.slice(i, i + 5000).map((key, k) => state.set(key, { v: k })))
}

/**
 * A wallet's scan (kv-scan, the quota's recount) pages through that wallet's keys only: it should
 * take as long among many other keys as alone, on each backend.
 */
export async function benchScan(): Promise<void> {
  console.log('\nstore: paging through one wallet\'s 2,500 keys (pages of 500), embedded, alone vs among 500,000 keys of 200 wallets')
  const alone = createEmbeddedState()
  const crowded = createEmbeddedState()
  await fillWallets(alone, [150])
  await fillWallets(crowded, Array.from({ length: 200 }, (_, w) => w))
  const [aloneMs, crowdedMs] = [await bestScan(alone), await bestScan(crowded)]
  console.log(`  alone ${aloneMs.toFixed(2)} ms, among 500,000 keys ${crowdedMs.toFixed(2)} ms`)
  ratio('scan among 500,000 keys / alone', crowdedMs / aloneMs, 'near 1, far from 200 (the ratio of the key counts): a scan reads only its own keys')
  await Promise.all([alone.close(), crowded.close()])
  await benchRedisScan()
}

/** The same on Redis, among 100,000 keys of 40 wallets in the namespace (bounded fill and clean-up time). */
async function benchRedisScan(): Promise<void> {
  console.log('\nstore: the same on Redis, alone vs among 100,000 keys of 40 wallets')
  const url = process.env.SVC_REDIS_URL ?? 'redis://127.0.0.1:6379'
  const prefixes = [`svc-bench-scan-alone-${process.pid}:`, `svc-bench-scan-crowded-${process.pid}:`]
  const [alone, crowded] = prefixes.map((prefix) => createRedisState({ url, prefix })) as [StateStore, StateStore]
  try {
    // Alone first: the other namespace's keys are in the same database, which a keyspace walk would read.
    await fillWallets(alone, [150])
    const aloneMs = await bestScan(alone)
    await fillWallets(crowded, Array.from({ length: 40 }, (_, w) => w + 130))
    const crowdedMs = await bestScan(crowded)
    console.log(`  alone ${aloneMs.toFixed(2)} ms, among 100,000 keys ${crowdedMs.toFixed(2)} ms`)
    ratio('Redis scan among 100,000 keys / alone', crowdedMs / aloneMs, 'near 1, far from 40: the key directory reads only the keys listed')
  } catch (error) {
    console.log(`  redis: skipped (${(error as Error).message})`)
  } finally {
    await Promise.all([alone.close(), crowded.close()])
    await dropRedisNamespaces(url, prefixes).catch(() => {})
  }
}

/** What the clean-up uses of an ioredis client. */
interface RawRedis {
  scan(cursor: string, ...options: Array<string | number>): Promise<[string, string[]]>
  unlink(...keys: string[]): Promise<number>
  disconnect(): void
}

/** Deletes namespaces, their indexes and key directories with a client of its own (faster than a delete per key). */
export async function dropRedisNamespaces(url: string, prefixes: string[]): Promise<void> {
  // ioredis is core's dependency, not the scripts'.
  const { Redis } = createRequire(new URL('../../packages/core/package.json', import.meta.url))('ioredis') as { Redis: new (url: string) => RawRedis }
  const redis = new Redis(url)
  try {
    for (const prefix of prefixes) {
      let cursor = '0'
      // The namespace's keys, and what the state keeps beside them under names that end with it (indexes, key directory).
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `*${prefix}*`, 'COUNT', 5000)
        if (keys.length > 0) await redis.unlink(...keys)
        cursor = next
      } while (cursor !== '0')
    }
  } finally {
    redis.disconnect()
  }
}
