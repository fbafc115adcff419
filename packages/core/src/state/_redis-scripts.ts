import type { Redis } from 'ioredis'

/**
 * The Lua scripts of the Redis state. Writes go in batches (`_redis-writes.ts`): one script call runs
 * the writes a host issued in one tick, each keeping the key directory (`_redis-directory.ts`) in step
 * as it goes, so no crash leaves a key without its entry. A script call costs the server several
 * times a plain SET: one call per write made a host's writes about a third slower, one per batch keeps
 * them about as fast as plain SETs.
 */

// Expiry times are only a hint of when to look: a due key is checked with PTTL, so a write that
// changed its TTL (or a clock off between hosts) at worst delays its cleanup.
const sweep = (directory: string, expiries: string, namespace: string, count: string) => `
for _, due in ipairs(redis.call('ZRANGEBYSCORE', ${expiries}, '-inf', now, 'LIMIT', 0, ${count})) do
  local left = redis.call('PTTL', ${namespace} .. due)
  if left == -2 then
    redis.call('ZREM', ${directory}, due)
    redis.call('ZREM', ${expiries}, due)
  elseif left == -1 then
    redis.call('ZREM', ${expiries}, due)
  else
    redis.call('ZADD', ${expiries}, string.format('%d', now + left), due)
  end
end`

/** Fields per write in ARGV after the first two: the operation's letter and up to three arguments. */
export const WRITE_FIELDS = 4

/**
 * KEYS = [directory, expiry times, key of each write]; ARGV = [namespace length, now (ms), then per write:
 * op, a, b, c]. Ops: s set (a value, b ttl), n set if absent (a value, b ttl), i increment (a by, b ttl),
 * d delete, e delete if equal (a expected), c compare and set (a expected, b value, c ttl); ttl 0: none.
 * Returns each write's result (1/0, the count, DEL's count), or its error (INCRBY on a non-integer).
 * A key newly given a TTL is timed, and pays for removing up to two expired entries, so the directory
 * does not grow with keys that expire (trials, nonces, caches).
 */
const writesScript = `
local directory, expiries = KEYS[1], KEYS[2]
local length, now = tonumber(ARGV[1]), tonumber(ARGV[2])
local results, sweeps = {}, 0
local failed = function(reply) return type(reply) == 'table' and reply.err ~= nil end
local store = function(key, value, ttl, only)
  if ttl > 0 then
    if only then return redis.pcall('SET', key, value, 'PX', ttl, 'NX') end
    return redis.pcall('SET', key, value, 'PX', ttl)
  end
  if only then return redis.pcall('SET', key, value, 'NX') end
  return redis.pcall('SET', key, value)
end
for i = 3, #KEYS do
  local key = KEYS[i]
  local at = 3 + (i - 3) * ${WRITE_FIELDS}
  local op, a, b, c = ARGV[at], ARGV[at + 1], ARGV[at + 2], ARGV[at + 3]
  local result, ttl, listed = 0, 0, 0
  if op == 's' or op == 'n' then
    ttl = tonumber(b)
    result = store(key, a, ttl, op == 'n')
    if not failed(result) then
      if result then result, listed = 1, 1 else result = 0 end
    end
  elseif op == 'i' then
    local by = tonumber(a)
    result = redis.pcall('INCRBY', key, by)
    if not failed(result) then
      listed = 1
      if result == by and tonumber(b) > 0 then
        ttl = tonumber(b)
        redis.call('PEXPIRE', key, ttl)
      end
    end
  elseif op == 'd' then
    result, listed = redis.call('DEL', key), -1
  else
    local current = redis.pcall('GET', key)
    if failed(current) then
      result = current
    elseif current == a then
      if op == 'e' then
        result, listed = redis.call('DEL', key), -1
      else
        ttl = tonumber(c)
        result = store(key, b, ttl, false)
        if not failed(result) then result, listed = 1, 1 end
      end
    end
  end
  local member = string.sub(key, length + 1)
  if listed == 1 then
    redis.call('ZADD', directory, 0, member)
    if ttl > 0 and redis.call('ZADD', expiries, string.format('%d', now + ttl), member) == 1 then sweeps = sweeps + 2 end
  elseif listed == -1 then
    redis.call('ZREM', directory, member)
    redis.call('ZREM', expiries, member)
  end
  results[#results + 1] = result
end
if sweeps > 0 then
  local namespace = string.sub(KEYS[3], 1, length)
  ${sweep('directory', 'expiries', 'namespace', 'sweeps')}
end
return results`

/**
 * One page of the directory: KEYS = [directory, expiry times], ARGV = [namespace, now, prefix,
 * lower bound ('[' + prefix, or '(' + the last key listed), page size, most entries to examine].
 * Entries of keys gone (expired, deleted behind the state's back) are removed as they are met.
 * Returns [1 when the prefix has no entry past those examined, last entry examined, keys alive]:
 * up to page size + 1 keys, the extra one saying a next page exists.
 */
const scanScript = `
local directory, expiries = KEYS[1], KEYS[2]
local ns, now, prefix, lower = ARGV[1], tonumber(ARGV[2]), ARGV[3], ARGV[4]
local want, budget = tonumber(ARGV[5]), tonumber(ARGV[6])
${sweep('directory', 'expiries', 'ns', '50')}
-- 0xFF never occurs in UTF-8: every key of the prefix sorts before prefix .. 0xFF.
local upper = '[' .. prefix .. '\\255'
local alive, last, examined = {}, '', 0
while #alive <= want and examined < budget do
  local asked = want + 1 - #alive
  local batch = redis.call('ZRANGEBYLEX', directory, lower, upper, 'LIMIT', 0, asked)
  for _, member in ipairs(batch) do
    if redis.call('EXISTS', ns .. member) == 1 then
      alive[#alive + 1] = member
    else
      redis.call('ZREM', directory, member)
      redis.call('ZREM', expiries, member)
    end
  end
  examined = examined + #batch
  if #batch > 0 then last = batch[#batch] end
  if #batch < asked then return {1, last, alive} end
  lower = '(' .. last
end
return {0, last, alive}`

/** Lists keys found by the one-time build: KEYS = [directory, expiry times], ARGV = [namespace, now, ...keys after the namespace]. */
const adoptScript = `
local ns, now = ARGV[1], tonumber(ARGV[2])
for i = 3, #ARGV do
  local member = ARGV[i]
  local left = redis.call('PTTL', ns .. member)
  if left ~= -2 then
    redis.call('ZADD', KEYS[1], 0, member)
    if left >= 0 then redis.call('ZADD', KEYS[2], string.format('%d', now + left), member) end
  end
end
return 1`

export type ScriptedRedis = Redis & {
  /** numberOfKeys, then KEYS and ARGV as the script says. */
  svcWrites(...args: Array<string | number>): Promise<Array<number | Error>>
  svcScanPage(directory: string, expiries: string, namespace: string, now: number, prefix: string, lower: string, want: number, budget: number): Promise<[number, string, string[]]>
  svcAdopt(directory: string, expiries: string, namespace: string, now: number, ...members: string[]): Promise<number>
}

/** Defines the scripts on a client (ioredis sends EVALSHA, and the script itself once per server). */
export function defineScripts(redis: Redis): ScriptedRedis {
  redis.defineCommand('svcWrites', { lua: writesScript })
  redis.defineCommand('svcScanPage', { numberOfKeys: 2, lua: scanScript })
  redis.defineCommand('svcAdopt', { numberOfKeys: 2, lua: adoptScript })
  return redis as ScriptedRedis
}
