import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createRedisState } from '../src/index.ts'
import type { StateStore } from '@svc/core'
import { describeWith, testRedisUrl } from '@svc/core/testing'

const describe = await describeWith('redis')

/** Every command the server runs that names `tag` (scripts' own commands included), while `run` runs. */
async function commandsDuring(tag: string, run: () => Promise<unknown>): Promise<string[][]> {
  const watcher = new Redis(testRedisUrl(), { monitor: true, lazyConnect: true })
  // Lines that reach ioredis while it is not in its monitoring state (those read with MONITOR's own OK, and those read
  // while it disconnects) are replies to no command: it emits "Command queue state error". They are other tests'
  // commands, sent before `run` starts or after it ended; any other error fails the test.
  let failure: Error | undefined
  watcher.on('error', (error: Error) => {
    if (!error.message.startsWith('Command queue state error')) failure ??= error
  })
  const monitoring = new Promise((resolve) => watcher.once('monitoring', resolve))
  await watcher.connect()
  await monitoring
  let done = false
  const seen: string[][] = []
  const end = `${tag}monitor-end-${Math.random()}`
  const ended = new Promise<void>((resolve) => {
    watcher.on('monitor', (_time: string, args: string[]) => {
      if (done) return
      if (args.includes(end)) {
        done = true
        resolve()
      } else if (args.some((arg) => arg.includes(tag))) seen.push(args)
    })
  })
  const raw = new Redis(testRedisUrl())
  try {
    await run()
    await raw.echo(end)
    await ended
  } finally {
    done = true
    watcher.disconnect()
    raw.disconnect()
  }
  if (failure) throw failure
  return seen
}

describe('the Redis state keeps a key directory', () => {
  const raw = new Redis(testRedisUrl())
  const run = `${process.pid}-${Date.now()}`
  const namespaces: string[] = []
  const open = (name: string) => {
    const prefix = `svc-dir-${name}-${run}:`
    if (!namespaces.includes(prefix)) namespaces.push(prefix)
    return { prefix, state: createRedisState({ url: testRedisUrl(), prefix }) }
  }
  const opened: StateStore[] = []
  const keep = (state: StateStore) => (opened.push(state), state)
  const listAll = async (state: StateStore, prefix: string) => {
    const keys: string[] = []
    let cursor: string | null | undefined
    do {
      const page = await state.scan(prefix, { limit: 100, ...(cursor ? { cursor } : {}) })
      keys.push(...page.keys)
      cursor = page.cursor
    } while (cursor)
    return keys
  }
  const stored = async (namespace: string) => {
    const keys: string[] = []
    let cursor = '0'
    do {
      const [next, found] = await raw.scan(cursor, 'MATCH', `${namespace}*`, 'COUNT', 1000)
      keys.push(...found.map((key) => key.slice(namespace.length)))
      cursor = next
    } while (cursor !== '0')
    return keys.sort()
  }
  const directory = (namespace: string) => raw.zrange(`dir:${namespace}`, 0, -1)

  beforeAll(async () => {
    await raw.ping()
  })
  afterAll(async () => {
    await Promise.all(opened.map((state) => state.close()))
    for (const namespace of namespaces) {
      const keys = (await stored(namespace)).map((key) => namespace + key)
      for (let i = 0; i < keys.length; i += 1000) await raw.del(...keys.slice(i, i + 1000))
      await raw.del(`dir:${namespace}`, `dir-exp:${namespace}`, `dir-built:${namespace}`, `idx:${namespace}kv:index`)
    }
    raw.disconnect()
  })

  it('scans with no SCAN once the directory is built, at a cost that does not grow with other keys', async () => {
    const { prefix, state } = open('cost')
    keep(state)
    for (let i = 0; i < 20; i++) await state.set(`wallet-a:${String(i).padStart(2, '0')}`, i)
    // Built once (the namespace is new: a SCAN of it finds nothing to adopt).
    await listAll(state, 'wallet-a:')
    const alone = await commandsDuring(prefix, () => listAll(state, 'wallet-a:'))
    // 5,000 keys of other wallets in the namespace, and as many outside it.
    const pipeline = raw.pipeline()
    for (let i = 0; i < 5000; i++) pipeline.set(`${prefix}wallet-b:${i}`, 1).set(`svc-dir-unrelated-${run}:${i}`, 1)
    await pipeline.exec()
    namespaces.push(`svc-dir-unrelated-${run}:`)
    await Promise.all(Array.from({ length: 100 }, (_, i) => state.set(`wallet-c:${i}`, 1)))
    const crowded = await commandsDuring(prefix, () => listAll(state, 'wallet-a:'))
    expect(alone.filter((args) => args[0]!.toLowerCase() === 'scan')).toEqual([])
    expect(crowded.filter((args) => args[0]!.toLowerCase() === 'scan')).toEqual([])
    // One script call, and inside it a read of the directory and a check of each key listed.
    expect(crowded.length).toBe(alone.length)
    expect(alone.filter((args) => args[0]!.toLowerCase().startsWith('eval'))).toHaveLength(1)
    expect(alone.length).toBeLessThanOrEqual(20 + 5)
  })

  it('lists keys an earlier version wrote (no directory entries) after a one-time build, which other hosts skip', async () => {
    const { prefix } = open('legacy')
    const earlier = Array.from({ length: 30 }, (_, i) => `kv:${String(i).padStart(2, '0')}`)
    const pipeline = raw.pipeline()
    for (const [i, key] of earlier.entries()) {
      if (i % 10 === 0) pipeline.set(prefix + key, '1', 'PX', 60_000)
      else pipeline.set(prefix + key, '1')
    }
    await pipeline.exec()
    await raw.zadd(`idx:${prefix}kv:index`, 1, 'm')
    const first = keep(createRedisState({ url: testRedisUrl(), prefix }))
    await first.set('kv:new', 1)
    expect(await listAll(first, 'kv:')).toEqual([...earlier, 'kv:new'])
    // Timed for the sweep: the keys with a TTL.
    expect((await raw.zrange(`dir-exp:${prefix}`, 0, -1)).sort()).toEqual(['kv:00', 'kv:10', 'kv:20'])
    // Another host (or a restart) finds the directory built and does not walk the keyspace.
    const second = keep(createRedisState({ url: testRedisUrl(), prefix }))
    const commands = await commandsDuring(prefix, () => listAll(second, 'kv:'))
    expect(commands.filter((args) => args[0]!.toLowerCase() === 'scan')).toEqual([])
  })

  it('builds safely when two hosts build at once', async () => {
    const { prefix } = open('race')
    const pipeline = raw.pipeline()
    for (let i = 0; i < 3000; i++) pipeline.set(`${prefix}k:${String(i).padStart(4, '0')}`, '1')
    await pipeline.exec()
    const hosts = [createRedisState({ url: testRedisUrl(), prefix }), createRedisState({ url: testRedisUrl(), prefix })].map(keep)
    const deleting = Promise.all(Array.from({ length: 100 }, (_, i) => hosts[0]!.delete(`k:${String(i * 30).padStart(4, '0')}`)))
    const [a, b] = await Promise.all([listAll(hosts[0]!, 'k:'), listAll(hosts[1]!, 'k:'), deleting])
    expect(a.length).toBeGreaterThanOrEqual(2900)
    expect(b.length).toBeGreaterThanOrEqual(2900)
    expect(await listAll(hosts[1]!, 'k:')).toEqual(await stored(prefix))
    expect(await directory(prefix)).toEqual(await stored(prefix))
  })

  it('does not list expired keys and removes their entries, on a scan and as writes go', async () => {
    const { prefix, state } = open('expiry')
    keep(state)
    await Promise.all(Array.from({ length: 10 }, (_, i) => state.set(`nonce:${i}`, 1, { ttlMs: 100 })))
    await Promise.all(Array.from({ length: 5 }, (_, i) => state.set(`kept:${i}`, 1)))
    await state.set('short:renewed', 1, { ttlMs: 100 })
    await state.set('short:renewed', 2)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await listAll(state, 'nonce:')).toEqual([])
    expect(await listAll(state, '')).toEqual([...Array.from({ length: 5 }, (_, i) => `kept:${i}`), 'short:renewed'])
    expect(await directory(prefix)).toEqual([...Array.from({ length: 5 }, (_, i) => `kept:${i}`), 'short:renewed'])
    expect(await raw.zcard(`dir-exp:${prefix}`)).toBe(0)

    // No scan at all: each new key with a TTL clears the entries of up to two expired ones.
    await Promise.all(Array.from({ length: 10 }, (_, i) => state.set(`trial:${i}`, 1, { ttlMs: 100 })))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const nonces = Array.from({ length: 5 }, (_, i) => `nonce:${i}`)
    for (const nonce of nonces) await state.set(nonce, 1, { ttlMs: 60_000 })
    expect((await directory(prefix)).filter((key) => key.startsWith('trial:'))).toEqual([])
    expect(await raw.zrange(`dir-exp:${prefix}`, 0, -1)).toEqual(nonces)
  })

  it('clears a long run of expired keys over several pages, each page bounded', async () => {
    const { prefix, state } = open('run')
    keep(state)
    await Promise.all(Array.from({ length: 1500 }, (_, i) => state.set(`r:a${String(i).padStart(4, '0')}`, 1, { ttlMs: 100 })))
    await Promise.all(['r:b1', 'r:b2', 'r:b3'].map((key) => state.set(key, 1)))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const first = await state.scan('r:', { limit: 10 })
    // At most the page and 1,000 more entries examined: the walk goes on from there.
    expect(first.keys).toEqual([])
    expect(first.cursor).not.toBeNull()
    const rest = await state.scan('r:', { limit: 10, cursor: first.cursor! })
    expect(rest).toEqual({ keys: ['r:b1', 'r:b2', 'r:b3'], cursor: null })
    expect(await directory(prefix)).toEqual(['r:b1', 'r:b2', 'r:b3'])
  })

  it('sends the writes of a tick as one script call, in order with reads; a failing write fails alone', async () => {
    const { prefix, state } = open('batch')
    keep(state)
    await state.set('warm', 1)
    let results: unknown[] = []
    const commands = await commandsDuring(prefix, async () => {
      results = await Promise.all([
        state.set('b:a', 1),
        state.get('b:a'),
        state.set('b:text', 'not a number'),
        state.increment('b:text').catch((error: Error) => error.message),
        state.increment('b:n', 5),
        state.setIfAbsent('b:a', 2),
        state.compareAndSet('b:a', 1, 3, { ttlMs: 60_000 }),
        state.deleteIfEquals('b:n', 5),
        state.ttl('b:a'),
      ])
    })
    expect(results.slice(0, 8)).toEqual([undefined, 1, undefined, expect.stringMatching(/not an integer/), 5, false, true, true])
    expect(results[8]).toBeGreaterThan(50_000)
    // The first two writes go before the read, the other six in one call before the TTL read.
    expect(commands.filter((args) => args[0]!.toLowerCase() === 'evalsha')).toHaveLength(2)
    expect(await listAll(state, 'b:')).toEqual(['b:a', 'b:text'])
    expect(await directory(prefix)).toEqual(['b:a', 'b:text', 'warm'])
  })

  it('keeps the directory exact under concurrent writers on two hosts', async () => {
    const { prefix } = open('writers')
    const hosts = [createRedisState({ url: testRedisUrl(), prefix }), createRedisState({ url: testRedisUrl(), prefix })].map(keep)
    const key = (i: number) => `w:${i % 40}`
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    const operations = Array.from({ length: 2000 }, (_, i) => {
      const host = hosts[i % 2]!
      const k = key(Math.floor(random() * 40))
      switch (Math.floor(random() * 8)) {
        case 0: return host.set(k, i)
        case 1: return host.set(k, i, { ttlMs: 60_000 })
        case 2: return host.delete(k)
        case 3: return host.setIfAbsent(k, i)
        case 4: return host.increment(`${k}:n`, 1)
        case 5: return host.compareAndSet(k, i - 1, i)
        case 6: return host.deleteIfEquals(k, i - 2)
        default: return host.delete(`${k}:n`)
      }
    })
    await Promise.all(operations)
    const alive = await stored(prefix)
    expect(alive.length).toBeGreaterThan(0)
    expect(await directory(prefix)).toEqual(alive)
    expect(await listAll(hosts[0]!, '')).toEqual(alive)
    expect(await listAll(hosts[1]!, 'w:1')).toEqual(alive.filter((k) => k.startsWith('w:1')))
  })
})
