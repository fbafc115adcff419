import type { Redis } from 'ioredis'
import { decodeCursor, redisCursor } from './_cursor.ts'
import { checkScore } from './_sorted.ts'
import { toJson, ttlOf } from './_values.ts'
import type { ScanOptions, ScanPage, ScoredMember, SetOptions, StateStore } from './types.ts'

export interface RedisStateOptions {
  url: string
  /** Namespace of every key, so several deployments can share one Redis (default `svc:`). */
  prefix?: string
}

// INCRBY, and set the expiry only when this call created the key.
const incrementScript = `
local value = redis.call('INCRBY', KEYS[1], ARGV[1])
if value == tonumber(ARGV[1]) and tonumber(ARGV[2]) > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return value`

const deleteIfEqualsScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`

const compareAndSetScript = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if tonumber(ARGV[3]) > 0 then redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) else redis.call('SET', KEYS[1], ARGV[2]) end
return 1`

type Client = Redis & {
  svcIncrement(key: string, by: number, ttl: number): Promise<number>
  svcDeleteIfEquals(key: string, expected: string): Promise<number>
  svcCompareAndSet(key: string, expected: string, value: string, ttl: number): Promise<number>
}

/** Connects with the scripts defined; ioredis is loaded here, so a host on the embedded state never loads it. */
async function connect(url: string): Promise<Client> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3, enableAutoPipelining: true })
  redis.defineCommand('svcIncrement', { numberOfKeys: 1, lua: incrementScript })
  redis.defineCommand('svcDeleteIfEquals', { numberOfKeys: 1, lua: deleteIfEqualsScript })
  redis.defineCommand('svcCompareAndSet', { numberOfKeys: 1, lua: compareAndSetScript })
  return redis as Client
}

/** Redis backend (ioredis 5): the shared state of several stateless hosts. It connects on first use. */
export function createRedisState(options: RedisStateOptions): StateStore {
  const prefix = options.prefix ?? 'svc:'
  let connecting: Promise<Client> | undefined
  const client = () => (connecting ??= connect(options.url))
  const full = (key: string) => prefix + key
  // Sorted indexes live outside the key namespace, so a scan of keys never meets one.
  const indexNamespace = `idx:${prefix}`
  const indexKey = (index: string) => indexNamespace + index

  return {
    backend: 'redis',
    async get<T>(key: string) {
      const json = await (await client()).get(full(key))
      return json === null ? undefined : (JSON.parse(json) as T)
    },
    async set(key: string, value: unknown, opts?: SetOptions) {
      const redis = await client()
      const ttl = ttlOf(opts)
      if (ttl === undefined) await redis.set(full(key), toJson(value))
      else await redis.set(full(key), toJson(value), 'PX', ttl)
    },
    async setIfAbsent(key: string, value: unknown, opts?: SetOptions) {
      const redis = await client()
      const ttl = ttlOf(opts)
      const result = ttl === undefined
        ? await redis.set(full(key), toJson(value), 'NX')
        : await redis.set(full(key), toJson(value), 'PX', ttl, 'NX')
      return result === 'OK'
    },
    async increment(key: string, by = 1, opts?: SetOptions) {
      return Number(await (await client()).svcIncrement(full(key), by, ttlOf(opts) ?? 0))
    },
    async delete(key: string) {
      return (await (await client()).del(full(key))) > 0
    },
    async compareAndSet(key: string, expected: unknown, value: unknown, opts?: SetOptions) {
      return (await (await client()).svcCompareAndSet(full(key), toJson(expected), toJson(value), ttlOf(opts) ?? 0)) > 0
    },
    async deleteIfEquals(key: string, expected: unknown) {
      return (await (await client()).svcDeleteIfEquals(full(key), toJson(expected))) > 0
    },
    async ttl(key: string) {
      const ms = await (await client()).pttl(full(key))
      return ms < 0 ? undefined : ms
    },
    async scan(scanPrefix: string, opts?: ScanOptions): Promise<ScanPage> {
      const redis = await client()
      const pattern = `${escapeGlob(full(scanPrefix))}*`
      const want = Math.max(1, opts?.limit ?? 100)
      // SCAN examines COUNT slots of the whole keyspace per step, matching or not: in a large
      // keyspace most steps find nothing. Keep stepping (boundedly) until the page has keys.
      const count = Math.max(want, 200)
      const found = new Set<string>()
      const position = decodeCursor(scanPrefix, opts?.cursor)
      // An embedded cursor (a host moved here from the embedded state) restarts the walk.
      let cursor = position.from === 'redis' ? position.cursor : '0'
      for (let step = 0; step < 100; step++) {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', count)
        for (const key of keys) found.add(key)
        cursor = next
        if (next === '0' || found.size >= want) break
      }
      return { keys: [...found].filter((k) => !k.startsWith(indexNamespace)).map((k) => k.slice(prefix.length)).sort(), cursor: cursor === '0' ? null : redisCursor(scanPrefix, cursor) }
    },
    async indexAdd(index: string, member: string, score: number) {
      await (await client()).zadd(indexKey(index), checkScore(score), member)
    },
    async indexRemove(index: string, member: string) {
      return (await (await client()).zrem(indexKey(index), member)) > 0
    },
    async indexRange(index: string, maxScore: number, limit = 100) {
      const flat = await (await client()).zrangebyscore(indexKey(index), '-inf', maxScore, 'WITHSCORES', 'LIMIT', 0, Math.max(1, limit))
      const out: ScoredMember[] = []
      for (let i = 0; i < flat.length; i += 2) out.push({ member: flat[i]!, score: Number(flat[i + 1]) })
      return out
    },
    async close() {
      if (!connecting) return
      const redis = await connecting
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&')
}
