import { checkScore, decodeCursor, keyCursor, toJson, ttlOf, type BatchGuard, type BatchWrite, type IndexRangeOptions, type MeteredSetOptions, type MeterReading, type ScanOptions, type ScanPage, type ScoredMember, type SetOptions, type StateStore } from '@svc/core/state-backend'
import { buildDirectory, directoryKeys, readDirectory } from './_redis-directory.ts'
import { connectRedis } from './_redis-connect.ts'
import type { ScriptedRedis } from './_redis-scripts.ts'
import { writeBatches } from './_redis-writes.ts'

export interface RedisStateOptions {
  url: string
  /** Namespace of every key, so several deployments can share one Redis (default `svc:`). */
  prefix?: string
  /** Where a lost connection (and its return) is said, once each (default stderr). */
  log?: (message: string) => void
}

/** Redis backend (ioredis 5): the shared state of several stateless hosts. It connects on first use. */
export function createRedisState(options: RedisStateOptions): StateStore {
  const prefix = options.prefix ?? 'svc:'
  let connecting: Promise<ScriptedRedis> | undefined
  const log = options.log ?? ((message: string) => console.error(message))
  // ioredis is loaded on the first connection, so a host on the embedded state never loads it; a failed first connection is tried again on the next use.
  const client = () => (connecting ??= connectRedis(options.url, log).catch((error: unknown) => {
    connecting = undefined
    throw error
  }))
  const full = (key: string) => prefix + key
  // Sorted indexes live outside the key namespace, so a scan of keys never meets one.
  const indexNamespace = `idx:${prefix}`
  const indexKey = (index: string) => indexNamespace + index
  const keys = directoryKeys(prefix)
  const own = new Set([keys.directory, keys.expiries, keys.built])
  // Writes go in batches, each write keeping its key's directory entry; a read first sends the writes before it.
  const writes = writeBatches(keys)
  // (The read is issued in the same step as the flush, so nothing queued meanwhile goes before it.)
  const read = async <T>(command: (redis: ScriptedRedis) => Promise<T>): Promise<T> => {
    const redis = await client()
    writes.flush()
    return command(redis)
  }
  // The one-time build of the directory, once per process (retried when it failed).
  let built: Promise<void> | undefined
  const directoryReady = async (redis: ScriptedRedis) => {
    built ??= buildDirectory(redis, keys, (key) => key.startsWith(indexNamespace) || own.has(key)).catch((error: unknown) => {
      built = undefined
      throw error
    })
    await built
  }

  return {
    backend: 'redis',
    capabilities: { sharedAcrossHosts: true, serverSideExpiry: true },
    async get<T>(key: string) {
      const json = await read((redis) => redis.get(full(key)))
      return json === null ? undefined : (JSON.parse(json) as T)
    },
    async set(key: string, value: unknown, opts?: SetOptions) {
      const json = toJson(value)
      const ttl = ttlOf(opts) ?? 0
      await writes.write(await client(), 's', full(key), json, ttl)
    },
    async setIfAbsent(key: string, value: unknown, opts?: SetOptions) {
      const json = toJson(value)
      const ttl = ttlOf(opts) ?? 0
      return (await writes.write(await client(), 'n', full(key), json, ttl)) === 1
    },
    async increment(key: string, by = 1, opts?: SetOptions) {
      const ttl = ttlOf(opts) ?? 0
      return writes.write(await client(), 'i', full(key), by, ttl)
    },
    async delete(key: string) {
      return (await writes.write(await client(), 'd', full(key))) > 0
    },
    async compareAndSet(key: string, expected: unknown, value: unknown, opts?: SetOptions) {
      const [was, json] = [toJson(expected), toJson(value)]
      const ttl = ttlOf(opts) ?? 0
      return (await writes.write(await client(), 'c', full(key), was, json, ttl)) > 0
    },
    async deleteIfEquals(key: string, expected: unknown) {
      const was = toJson(expected)
      return (await writes.write(await client(), 'e', full(key), was)) > 0
    },
    async ttl(key: string) {
      const ms = await read((redis) => redis.pttl(full(key)))
      return ms < 0 ? undefined : ms
    },
    async scan(scanPrefix: string, opts?: ScanOptions): Promise<ScanPage> {
      const limit = Math.max(1, opts?.limit ?? 100)
      const position = decodeCursor(scanPrefix, opts?.cursor)
      await directoryReady(await client())
      // A SCAN cursor of an earlier version restarts the walk; a key cursor (from this backend or
      // the embedded one) resumes after its key.
      const after = position.from === 'after' ? scanPrefix + position.suffix : undefined
      const page = await read((redis) => readDirectory(redis, keys, scanPrefix, after, limit))
      return { keys: page.keys, cursor: page.next === null ? null : keyCursor(scanPrefix, page.next) }
    },
    async indexAdd(index: string, member: string, score: number) {
      await read((redis) => redis.zadd(indexKey(index), checkScore(score), member))
    },
    async indexRemove(index: string, member: string) {
      return (await read((redis) => redis.zrem(indexKey(index), member))) > 0
    },
    async indexRange(index: string, maxScore: number, limit = 100, options: IndexRangeOptions = {}) {
      const count = Math.max(1, limit)
      const flat = await read((redis) => options.reverse
        ? redis.zrevrangebyscore(indexKey(index), maxScore, '-inf', 'WITHSCORES', 'LIMIT', 0, count)
        : redis.zrangebyscore(indexKey(index), '-inf', maxScore, 'WITHSCORES', 'LIMIT', 0, count))
      const out: ScoredMember[] = []
      for (let i = 0; i < flat.length; i += 2) out.push({ member: flat[i]!, score: Number(flat[i + 1]) })
      return out
    },
    async meteredSet(meter: string, key: string, value: unknown, size: number, opts: MeteredSetOptions = {}) {
      const json = toJson(value)
      const ttl = ttlOf(opts) ?? 0
      const spec = JSON.stringify({ m: meter, c: opts.class ?? 'default', s: size, ...(opts.limits ? { li: opts.limits.items, lb: opts.limits.bytes } : {}) })
      const [stored, replaced, items, bytes] = await writes.write<number[]>(await client(), 'm', full(key), json, ttl, spec)
      return { stored: stored === 1, replaced: replaced === 1, usage: { items: items!, bytes: bytes! } }
    },
    async meteredDelete(meter: string, key: string) {
      return (await writes.write(await client(), 'x', full(key), JSON.stringify({ m: meter }))) > 0
    },
    async meterAdopt(meter: string, key: string, size: number, opts?: { class?: string }) {
      return (await writes.write(await client(), 'a', full(key), JSON.stringify({ m: meter, c: opts?.class ?? 'default', s: size }))) === 1
    },
    async meterUsage(meter: string) {
      const flat = await read((redis) => redis.svcMeterUsage(prefix, meter, Date.now()))
      return readingOf(flat)
    },
    async meterRepair(meter: string, cursor?: string | null, limit = 500) {
      const [next, removed] = await read((redis) => redis.svcMeterRepair(prefix, meter, Date.now(), cursor ?? '0', Math.max(1, limit)))
      return { removed: Number(removed), cursor: next === '0' ? null : next }
    },
    async meterEntry(meter: string, key: string) {
      const [held, exists] = await read((redis) => Promise.all([redis.hget(`mtr:${prefix}${meter}`, key), redis.exists(full(key))]))
      const match = held && exists ? /^(.*)\t(\d+)$/s.exec(held) : null
      return match ? { size: Number(match[2]), class: match[1]! } : undefined
    },
    async applyBatch(guards: readonly BatchGuard[], batchWrites: readonly BatchWrite[]) {
      const batch = JSON.stringify({ g: guards.map(guardSpec), w: batchWrites.map(writeSpec) })
      return (await read((redis) => redis.svcBatch(keys.directory, keys.expiries, prefix, Date.now(), batch))) === 1
    },
    async close() {
      const redis = await connecting?.catch(() => undefined)
      if (!redis) return
      // Writes still waiting for the end of the tick go before QUIT.
      writes.flush()
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}


/** A batch guard as the batch script reads it (`_redis-scripts.ts`). */
function guardSpec(guard: BatchGuard) {
  return 'absent' in guard ? { k: guard.key, a: true } : { k: guard.key, v: toJson(guard.value) }
}

/** A batch write as the batch script reads it: the op's letter and short fields; ttl 0 is none. */
function writeSpec(write: BatchWrite) {
  const t = 'ttlMs' in write && write.ttlMs !== undefined ? ttlOf({ ttlMs: write.ttlMs })! : 0
  switch (write.op) {
    case 'set': return { o: 's', k: write.key, v: toJson(write.value), t }
    case 'delete': return { o: 'd', k: write.key }
    case 'increment': return { o: 'i', k: write.key, b: write.by, t }
    case 'indexAdd': return { o: 'z', x: write.index, e: write.member, n: checkScore(write.score) }
    case 'indexRemove': return { o: 'r', x: write.index, e: write.member }
    case 'meteredSet': {
      const limits = write.options.limits
      return { o: 'm', k: write.key, v: toJson(write.value), t: write.options.ttlMs === undefined ? 0 : ttlOf({ ttlMs: write.options.ttlMs })!, m: write.meter, s: write.size, c: write.options.class ?? 'default', ...(limits ? { li: limits.items, lb: limits.bytes } : {}) }
    }
    case 'meteredDelete': return { o: 'x', k: write.key, m: write.meter }
  }
}

/** A meter's counters hash (`i`, `b`, `i:<class>`, `b:<class>`, flat as HGETALL answers) as a reading. */
function readingOf(flat: string[]): MeterReading {
  const reading: MeterReading = { items: 0, bytes: 0, byClass: {} }
  for (let i = 0; i < flat.length; i += 2) {
    const [field, value] = [flat[i]!, Number(flat[i + 1])]
    if (field === 'i') reading.items = value
    else if (field === 'b') reading.bytes = value
    else {
      const cls = field.slice(2)
      const usage = (reading.byClass[cls] ??= { items: 0, bytes: 0 })
      if (field.startsWith('i:')) usage.items = value
      else usage.bytes = value
    }
  }
  for (const [cls, usage] of Object.entries(reading.byClass)) if (usage.items === 0) delete reading.byClass[cls]
  return reading
}
