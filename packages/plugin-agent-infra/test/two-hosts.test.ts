import { randomUUID } from 'node:crypto'
import { createRedisState } from '@svc/state-redis'
import { createTestPaymentGate, describeWith, testHost, testRedisUrl } from '@svc/core/testing'
import { afterAll, beforeEach, expect, it } from 'vitest'
import { redisKeysOf } from '../../state-redis/test/_run-keys.ts'
import { agentInfraPlugin } from '../src/index.ts'
import { callerOf, type Infra, wallet } from './_infra.ts'
import { world, watchedPlugin } from './_watched.ts'
import { type Host, loopHost, loopHosts, receives, verified } from './_webhooks.ts'

const describe = await describeWith('redis')

describe('two hosts on one Redis', () => {
  const prefix = `svc-infra-2hosts-${process.pid}-${randomUUID().slice(0, 8)}:`
  const states = [createRedisState({ url: testRedisUrl(), prefix }), createRedisState({ url: testRedisUrl(), prefix })]
  const h = testHost({ plugins: [agentInfraPlugin], paid: true, freshGate: createTestPaymentGate })
  /** A host of this test on each state, with more settings when given. */
  const onEachState = (settings: Record<string, Record<string, unknown>> = {}): Array<Pick<Infra, 'call'>> =>
    states.map((state) => ({ call: callerOf(h.open({ state, config: { settings } })) }))
  let hosts: Array<Pick<Infra, 'call'>>
  beforeEach(() => {
    hosts = onEachState()
  })
  afterAll(async () => {
    await Promise.all(states.map((state) => state.close()))
    await redisKeysOf(prefix, true)
    expect(await redisKeysOf(prefix, false)).toEqual([])
  })

  it('gives a lock to one holder across hosts', async () => {
    const me = wallet()
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => hosts[i % 2]!.call('lock/acquire', { name: 'cron', ttlSeconds: 30 }, me)))
    expect(answers.filter((answer) => answer.body.data.acquired)).toHaveLength(1)
  })

  it('leases each message once across hosts', async () => {
    const me = wallet()
    for (let i = 0; i < 12; i++) await hosts[i % 2]!.call('queue/enqueue', { queue: 'work', payload: i }, me)
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => hosts[i % 2]!.call('queue/lease', { queue: 'work', max: 2, visibilitySeconds: 60 }, me)))
    const ids = answers.flatMap((answer) => answer.body.data.messages.map((m: { id: string }) => m.id))
    expect(ids).toHaveLength(12)
    expect(new Set(ids).size).toBe(12)
  })

  it('queries on one host the vectors another just changed', async () => {
    const me = wallet()
    await hosts[0]!.call('store/vector-upsert', { collection: 'c', vectors: [{ id: 'a', values: [1, 0] }, { id: 'b', values: [0, 1] }] }, me)
    expect((await hosts[1]!.call('store/vector-query', { collection: 'c', vector: [1, 0], topK: 1 }, me)).body.data.matches[0].id).toBe('a')
    await hosts[0]!.call('store/vector-delete', { collection: 'c', ids: ['a'] }, me)
    expect((await hosts[1]!.call('store/vector-query', { collection: 'c', vector: [1, 0], topK: 1 }, me)).body.data.matches[0].id).toBe('b')
  })

  it('lets through exactly the writes that fit the quota when both hosts race for the last room', async () => {
    const small = onEachState({ store: { maxItems: 8 } })
    const me = wallet()
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => small[i % 2]!.call('store/kv-put', { key: `k${i}`, value: i }, me)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(8)
    expect((await small[1]!.call('store/usage', {}, me)).body.data).toMatchObject({ items: 8 })
  })

  it('counts exactly when both hosts create, grow and delete the same keys at once', async () => {
    const small = onEachState({ store: { maxItems: 8, maxBytes: 100_000 } })
    const me = wallet()
    const writes = Array.from({ length: 48 }, (_, i) => small[i % 2]!.call('store/kv-put', { key: `k${i % 8}`, value: 'x'.repeat(10 + (i % 8)) }, me))
    const deletes = [small[0]!.call('store/kv-delete', { key: 'k7' }, me), small[1]!.call('store/kv-delete', { key: 'k7' }, me)]
    expect((await Promise.all(writes)).every((answer) => answer.status === 200)).toBe(true)
    await Promise.all(deletes)
    await small[0]!.call('store/kv-delete', { key: 'k7' }, me)
    const usage = (await small[1]!.call('store/usage', {}, me)).body.data
    // Seven keys left, each holding its last value: a JSON string of 10 + i characters and its quotes.
    expect(usage).toMatchObject({ items: 7, bytes: Array.from({ length: 7 }, (_, i) => 12 + i).reduce((a, b) => a + b) })
    expect((await small[0]!.call('store/kv-put', { key: 'eighth', value: 1 }, me)).status).toBe(200)
    expect((await small[1]!.call('store/kv-put', { key: 'ninth', value: 1 }, me)).status).toBe(403)
  })

  it('reads on one host what the other wrote, for the same wallet only', async () => {
    const me = wallet()
    await hosts[0]!.call('store/kv-put', { key: 'shared', value: 'written on host 0' }, me)
    expect((await hosts[1]!.call('store/kv-get', { key: 'shared' }, me)).body.data.value).toBe('written on host 0')
    expect((await hosts[1]!.call('store/kv-get', { key: 'shared' }, wallet())).status).toBe(404)
  })
})

describe('two hosts with background loops on one Redis', () => {
  const prefix = `svc-infra-2loops-${process.pid}:`
  const redis = { name: 'Redis', expiresByClock: false, open: () => createRedisState({ url: testRedisUrl(), prefix }) }
  const h = loopHosts(redis, {
    settings: { schedule: { minIntervalSeconds: 1 }, watchers: { minIntervalSeconds: 1 } },
    plugins: [watchedPlugin],
    routes: receives('/cron', '/watch', '/s1', '/s2'),
  })
  // One clock for both hosts; each step moves it and ticks both loops at once, so they race for the same due work.
  let hosts: Host[]
  const advance = async (ms: number) => {
    h.clock.elapse(ms)
    await Promise.all(hosts.map((host) => host.tick()))
  }
  beforeEach(async () => {
    // Each host on a Redis client of its own, as two machines would be.
    hosts = [await loopHost(h, { state: redis.open() }), await loopHost(h, { state: redis.open() })]
  })

  it('fires a schedule once per occurrence', async () => {
    const me = wallet()
    const created = (await hosts[0]!.call('schedule/create', { url: `${h.server.url}/cron`, cron: '* * * * * *', maxRuns: 3 }, me)).body.data
    for (let second = 0; second < 3; second++) await advance(1000)
    expect((await hosts[1]!.call('schedule/status', { id: created.id }, me)).body.data).toMatchObject({ status: 'completed', runs: 3 })
    await advance(1000)
    expect(h.requestsTo('POST /cron')).toHaveLength(3)
    const runs = h.requestsTo('POST /cron').map((request) => verified(created.secret, request).data.run)
    expect(runs.sort()).toEqual([1, 2, 3])
  })

  it('notifies a watcher\'s change once, and sends each published message once per subscriber', async () => {
    const me = wallet()
    world.quotes.set('TWO', 10)
    const watcher = (await hosts[0]!.call('watchers/stock-price', { url: `${h.server.url}/watch`, symbol: 'TWO', intervalSeconds: 1 }, me)).body.data
    world.quotes.set('TWO', 20)
    await advance(1000)
    expect(h.requestsTo('POST /watch')).toHaveLength(1)
    const { topic } = (await hosts[1]!.call('pubsub/create-topic', {}, me)).body.data
    for (const name of ['s1', 's2']) await hosts[0]!.call('pubsub/subscribe', { topic, url: `${h.server.url}/${name}` }, me)
    for (let i = 0; i < 10; i++) await hosts[i % 2]!.call('pubsub/publish', { topic, message: i }, me)
    await advance(0)
    expect(h.requestsTo('POST /s1')).toHaveLength(10)
    expect(h.requestsTo('POST /s2')).toHaveLength(10)
    await advance(1000)
    await advance(1000)
    expect(h.requestsTo('POST /watch')).toHaveLength(1)
    expect(verified(watcher.secret, h.requestsTo('POST /watch')[0]!).data).toMatchObject({ previous: 10, current: 20 })
    expect(new Set(h.requestsTo('POST /s1').map((request) => request.headers['webhook-id'])).size).toBe(10)
    expect(h.requestsTo('POST /s1')).toHaveLength(10)
  })
})
