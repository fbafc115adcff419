import { createEmbeddedState, createUpstreams, defineUpstream, type StateStore, type UpstreamDefinition } from '@svc/core'
import { createRedisState } from '@svc/state-redis'
import { checkService, serveFixtures, testRedisUrl } from '@svc/core/testing'
import { percentiles, ratio, report } from './measure.ts'

const stand = (id: string, extra: Partial<UpstreamDefinition> = {}) => defineUpstream({ id, name: `${id} stand-in`, baseUrl: 'https://stand-in.invalid', ...extra })

/**
 * The upstream toolkit against a local stand-in provider (a fixture server answering in 20 ms):
 * requests sent for 100 identical concurrent calls, a failing call with the breaker open against
 * the retried failure of a provider whose breaker never opens, a cached answer against a fresh one, a
 * fresh answer under a published limit (spaced, not binding) against one without, and two hosts on one
 * Redis sharing one fetch.
 */
export async function benchUpstream(rounds: number): Promise<void> {
  console.log(`\nupstream: a local stand-in provider answering in 20 ms; ${rounds} calls per latency measure`)
  let failing = false
  const server = await serveFixtures({ 'GET /rates': () => (failing ? { status: 503, body: 'busy' } : { delayMs: 20, body: { rate: 1.08 } }) })
  const hostOn = (definition: UpstreamDefinition, state: StateStore = createEmbeddedState()) =>
    createUpstreams({ upstreams: { [definition.id]: { baseUrl: server.url } } }, { state })(definition)
  const sent = async (task: () => Promise<unknown>) => {
    const before = server.requests.length
    await task()
    return server.requests.length - before
  }
  try {
    const provider = hostOn(stand('coalesce'))
    const hundred = (coalesce: boolean) => Promise.all(Array.from({ length: 100 }, () => provider.json('/rates', { query: { n: 1 }, coalesce })))
    const unshared = await sent(() => hundred(false))
    const shared = await sent(() => hundred(true))
    report('100 identical concurrent calls, unshared', unshared, 'upstream requests')
    report('100 identical concurrent calls, coalesced', shared, 'upstream requests')
    ratio('upstream requests for 100 identical calls', shared, '1')

    failing = true
    const retried = hostOn(stand('retried', { breaker: { failures: Number.MAX_SAFE_INTEGER } }))
    const broken = hostOn(stand('broken', { breaker: { failures: 3, openSeconds: 3600 } }))
    for (let i = 0; i < 3; i++) await broken.json('/rates', { query: { i } }).catch(() => {})
    const retriedP50 = percentiles(await latencies(Math.min(rounds, 10), (i) => retried.json('/rates', { query: { i } }).catch(() => {}))).p50
    const openP50 = percentiles(await latencies(rounds, (i) => broken.json('/rates', { query: { i } }).catch(() => {}))).p50
    reportMs('failing call, retried (3 attempts, backoff), p50', retriedP50)
    reportMs('failing call, breaker open, p50', openP50)
    ratio('failing call p50 with the breaker open, ms', openP50, 'under 50')
    ratio('retried failure / breaker-open failure (p50)', retriedP50 / openP50, '> 1')
    failing = false

    const cached = hostOn(stand('cached'))
    await cached.json('/rates', { query: { warm: 1 }, cacheTtlMs: 60_000 })
    const hitP50 = percentiles(await latencies(rounds, () => cached.json('/rates', { query: { warm: 1 }, cacheTtlMs: 60_000 }))).p50
    const freshP50 = percentiles(await latencies(Math.min(rounds, 50), (i) => cached.json('/rates', { query: { fresh: i } }))).p50
    reportMs('cached answer, p50', hitP50)
    reportMs('fresh answer (20 ms provider), p50', freshP50)
    ratio('fresh / cached answer (p50)', freshP50 / hitP50, '> 1')

    // A published limit that does not bind (1,000 per second, spaced) and a lockout: the guard's own cost.
    const limited = hostOn(stand('limited', { quota: { withoutKey: { requests: 1000, perSeconds: 1 }, lockoutSeconds: 30 } }))
    const limitedP50 = percentiles(await latencies(Math.min(rounds, 50), (i) => limited.json('/rates', { query: { limited: i } }))).p50
    reportMs('fresh answer under a limit and lockout, p50', limitedP50)
    ratio('fresh answer under a limit / without one (p50)', limitedP50 / freshP50, 'about 1')

    await benchTwoHosts(hostOn, sent)
  } finally {
    await server.close()
  }
}

/** Two hosts on one Redis, 50 identical cacheable calls each at once: how many requests reach the provider. */
async function benchTwoHosts(hostOn: (definition: UpstreamDefinition, state: StateStore) => ReturnType<ReturnType<typeof createUpstreams>>, sent: (task: () => Promise<unknown>) => Promise<number>): Promise<void> {
  const redis = await checkService('redis')
  if (!redis.available) {
    console.log(`  two hosts on one Redis: skipped (${redis.reason})`)
    return
  }
  const prefix = `svc-bench-upstream-${process.pid}-${Date.now()}:`
  const stores = [createRedisState({ url: testRedisUrl(), prefix }), createRedisState({ url: testRedisUrl(), prefix })]
  try {
    const definition = stand('fleet')
    const [a, b] = stores.map((store) => hostOn(definition, store))
    const calls = (host: typeof a) => Array.from({ length: 50 }, () => host!.json('/rates', { query: { fleet: 1 }, cacheTtlMs: 60_000 }))
    const together = await sent(() => Promise.all([...calls(a), ...calls(b)]))
    report('two hosts on Redis, 2 x 50 identical calls', together, 'upstream requests')
    ratio('upstream requests for two hosts on one Redis', together, '1')
  } finally {
    await Promise.all(stores.map((store) => store.close()))
  }
}

function reportMs(label: string, ms: number): void {
  console.log(`  ${label.padEnd(46)} ${ms.toFixed(2).padStart(10)} ms`)
}

async function latencies(count: number, task: (i: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    await task(i)
    samples.push(performance.now() - started)
  }
  return samples
}
