import type { ScriptedRedis } from './_redis-scripts.ts'

/**
 * The key directory of one Redis state namespace: a sorted set of its keys (after the namespace),
 * all scored 0, so Redis keeps them in byte order and a prefix scan is a ZRANGEBYLEX that reads only
 * the keys it lists, whatever else the server holds (SCAN MATCH walks the whole keyspace). Writes keep
 * it in step (`_redis-scripts.ts`); keys with a TTL are also in a second sorted set by expiry time, so
 * the entries of expired keys are removed as scans and writes go. It lives outside the namespace, like
 * the sorted indexes, so nothing lists it.
 */
export interface DirectoryKeys {
  /** The state's key namespace (the `prefix` option). */
  namespace: string
  directory: string
  expiries: string
  /** Set once the keys of earlier versions (written without entries) are listed. */
  built: string
}

export function directoryKeys(namespace: string): DirectoryKeys {
  return { namespace, directory: `dir:${namespace}`, expiries: `dir-exp:${namespace}`, built: `dir-built:${namespace}` }
}

/** A page of keys in order after a position, and where the next page starts (null: the walk is complete). */
export interface DirectoryPage {
  keys: string[]
  /** The last key of the page, or the last entry examined when a run of expired ones cut the page short. */
  next: string | null
}

// Entries a page examines at most besides its keys: a long run of expired keys is cleared over several pages.
const EXAMINE_EXTRA = 1000

export async function readDirectory(redis: ScriptedRedis, keys: DirectoryKeys, prefix: string, after: string | undefined, limit: number): Promise<DirectoryPage> {
  const lower = after === undefined ? `[${prefix}` : `(${after}`
  const [complete, last, alive] = await redis.svcScanPage(keys.directory, keys.expiries, keys.namespace, Date.now(), prefix, lower, limit, limit + EXAMINE_EXTRA)
  if (alive.length > limit) return { keys: alive.slice(0, limit), next: alive[limit - 1]! }
  return { keys: alive, next: complete === 1 ? null : last }
}

const BUILD_BATCH = 1000

/**
 * Lists the keys earlier versions wrote (without directory entries), once per namespace: a SCAN of
 * the namespace, marked done in Redis so other hosts and restarts skip it. Two hosts building at once
 * is safe: adding an entry twice changes nothing, and a key deleted meanwhile is not listed.
 */
export async function buildDirectory(redis: ScriptedRedis, keys: DirectoryKeys, skip: (key: string) => boolean): Promise<void> {
  if (await redis.exists(keys.built)) return
  const pattern = `${escapeGlob(keys.namespace)}*`
  let cursor = '0'
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', BUILD_BATCH)
    const members = found.filter((key) => !skip(key)).map((key) => key.slice(keys.namespace.length))
    if (members.length > 0) await redis.svcAdopt(keys.directory, keys.expiries, keys.namespace, Date.now(), ...members)
    cursor = next
  } while (cursor !== '0')
  await redis.set(keys.built, new Date().toISOString())
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&')
}
