import type { Redis } from 'ioredis'

/**
 * The Lua scripts of the Redis state. Every write also keeps the key directory (see
 * `_redis-directory.ts`) in step in the same script, so no crash leaves a key without its entry.
 * Write scripts take KEYS = [key, directory, expiry times] and ARGV = [namespace length, now (ms), ...].
 * Shared steps are spliced in as code rather than defined as Lua functions: a script's top level
 * runs on every call, and making closures there is a noticeable part of a small write's cost.
 */

// Expiry times are only a hint of when to look: a due key is checked with PTTL, so a write that
// changed its TTL (or a clock off between hosts) at worst delays its cleanup.
const sweep = (directory: string, expiries: string, namespace: string, count: number) => `
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

const writePreamble = `
local now = tonumber(ARGV[2])
local member = string.sub(KEYS[1], tonumber(ARGV[1]) + 1)`

// Lists the written key; a key with a TTL is also timed, and when it is new there, removes up to two
// expired entries, so the directory does not grow with keys that expire (trials, nonces, caches).
const listed = (ttl: string) => `
redis.call('ZADD', KEYS[2], 0, member)
if ${ttl} > 0 and redis.call('ZADD', KEYS[3], string.format('%d', now + ${ttl}), member) == 1 then
  local namespace = string.sub(KEYS[1], 1, tonumber(ARGV[1]))
  ${sweep('KEYS[2]', 'KEYS[3]', 'namespace', 2)}
end`

const unlisted = `
redis.call('ZREM', KEYS[2], member)
redis.call('ZREM', KEYS[3], member)`

// ARGV[3] value, ARGV[4] ttl (0: none)
const setScript = `${writePreamble}
local ttl = tonumber(ARGV[4])
if ttl > 0 then redis.call('SET', KEYS[1], ARGV[3], 'PX', ttl) else redis.call('SET', KEYS[1], ARGV[3]) end
${listed('ttl')}
return 1`

const setIfAbsentScript = `${writePreamble}
local ttl = tonumber(ARGV[4])
local stored
if ttl > 0 then stored = redis.call('SET', KEYS[1], ARGV[3], 'PX', ttl, 'NX') else stored = redis.call('SET', KEYS[1], ARGV[3], 'NX') end
if not stored then return 0 end
${listed('ttl')}
return 1`

// INCRBY, and set the expiry only when this call created the key. ARGV[3] by, ARGV[4] ttl.
const incrementScript = `${writePreamble}
local by, ttl = tonumber(ARGV[3]), tonumber(ARGV[4])
local value = redis.call('INCRBY', KEYS[1], by)
if value == by and ttl > 0 then
  redis.call('PEXPIRE', KEYS[1], ttl)
else
  ttl = 0
end
${listed('ttl')}
return value`

const deleteScript = `${writePreamble}
${unlisted}
return redis.call('DEL', KEYS[1])`

// ARGV[3] expected
const deleteIfEqualsScript = `${writePreamble}
if redis.call('GET', KEYS[1]) ~= ARGV[3] then return 0 end
${unlisted}
return redis.call('DEL', KEYS[1])`

// ARGV[3] expected, ARGV[4] value, ARGV[5] ttl
const compareAndSetScript = `${writePreamble}
if redis.call('GET', KEYS[1]) ~= ARGV[3] then return 0 end
local ttl = tonumber(ARGV[5])
if ttl > 0 then redis.call('SET', KEYS[1], ARGV[4], 'PX', ttl) else redis.call('SET', KEYS[1], ARGV[4]) end
${listed('ttl')}
return 1`

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
${sweep('directory', 'expiries', 'ns', 50)}
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

type Write<Rest extends unknown[], Out> = (key: string, directory: string, expiries: string, namespaceLength: number, now: number, ...rest: Rest) => Promise<Out>

export type ScriptedRedis = Redis & {
  svcSet: Write<[value: string, ttl: number], number>
  svcSetIfAbsent: Write<[value: string, ttl: number], number>
  svcIncrement: Write<[by: number, ttl: number], number>
  svcDelete: Write<[], number>
  svcDeleteIfEquals: Write<[expected: string], number>
  svcCompareAndSet: Write<[expected: string, value: string, ttl: number], number>
  svcScanPage(directory: string, expiries: string, namespace: string, now: number, prefix: string, lower: string, want: number, budget: number): Promise<[number, string, string[]]>
  svcAdopt(directory: string, expiries: string, namespace: string, now: number, ...members: string[]): Promise<number>
}

/** Defines the scripts on a client (ioredis sends EVALSHA, and the script itself once per server). */
export function defineScripts(redis: Redis): ScriptedRedis {
  const writes = { svcSet: setScript, svcSetIfAbsent: setIfAbsentScript, svcIncrement: incrementScript, svcDelete: deleteScript, svcDeleteIfEquals: deleteIfEqualsScript, svcCompareAndSet: compareAndSetScript }
  for (const [name, lua] of Object.entries(writes)) redis.defineCommand(name, { numberOfKeys: 3, lua })
  redis.defineCommand('svcScanPage', { numberOfKeys: 2, lua: scanScript })
  redis.defineCommand('svcAdopt', { numberOfKeys: 2, lua: adoptScript })
  return redis as ScriptedRedis
}
