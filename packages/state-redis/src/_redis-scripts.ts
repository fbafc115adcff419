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

/**
 * Meters (see StateStore.meteredSet), outside the key namespace like the sorted indexes: per meter a
 * hash of what each counted key holds (`class TAB size`), a hash of the counters (`i`, `b`, and
 * `i:<class>`, `b:<class>`), and a sorted set of the counted keys that expire, by expiry time. A
 * meter is changed only by scripts, each change in the same script as the write it counts.
 */
const meterFunctions = `
local function openMeter(ns, name, now)
  local meter = { ns = ns, held = 'mtr:' .. ns .. name, counters = 'mtc:' .. ns .. name, expiring = 'mtx:' .. ns .. name }
  -- Keys expired since the last call leave the meter first (a bounded number a call).
  for _, due in ipairs(redis.call('ZRANGEBYSCORE', meter.expiring, '-inf', now, 'LIMIT', 0, 100)) do
    local left = redis.call('PTTL', ns .. due)
    if left == -2 then
      local held = redis.call('HGET', meter.held, due)
      if held then
        local class, size = string.match(held, '^(.*)\\t(%d+)$')
        redis.call('HDEL', meter.held, due)
        redis.call('HINCRBY', meter.counters, 'i', -1)
        redis.call('HINCRBY', meter.counters, 'b', 0 - tonumber(size))
        redis.call('HINCRBY', meter.counters, 'i:' .. class, -1)
        redis.call('HINCRBY', meter.counters, 'b:' .. class, 0 - tonumber(size))
      end
      redis.call('ZREM', meter.expiring, due)
    elseif left == -1 then
      redis.call('ZREM', meter.expiring, due)
    else
      redis.call('ZADD', meter.expiring, string.format('%d', now + left), due)
    end
  end
  return meter
end
local function uncount(meter, member)
  local held = redis.call('HGET', meter.held, member)
  if not held then return nil end
  local class, size = string.match(held, '^(.*)\\t(%d+)$')
  size = tonumber(size)
  redis.call('HDEL', meter.held, member)
  redis.call('HINCRBY', meter.counters, 'i', -1)
  -- 0 - size, not -size: negating 0 gives -0, which reaches HINCRBY as "-0", not an integer to Redis.
  redis.call('HINCRBY', meter.counters, 'b', 0 - size)
  redis.call('HINCRBY', meter.counters, 'i:' .. class, -1)
  redis.call('HINCRBY', meter.counters, 'b:' .. class, 0 - size)
  return size
end
local function count(meter, member, class, size)
  redis.call('HSET', meter.held, member, class .. '\\t' .. string.format('%d', size))
  redis.call('HINCRBY', meter.counters, 'i', 1)
  redis.call('HINCRBY', meter.counters, 'b', size)
  redis.call('HINCRBY', meter.counters, 'i:' .. class, 1)
  redis.call('HINCRBY', meter.counters, 'b:' .. class, size)
end
local function usage(meter)
  local totals = redis.call('HMGET', meter.counters, 'i', 'b')
  return tonumber(totals[1]) or 0, tonumber(totals[2]) or 0
end
-- spec: m meter, c class, s size, li / lb limits (absent: none). Returns {stored, replaced, items, bytes}.
local function meteredSet(meter, key, member, value, ttl, spec, now)
  local exists = redis.call('EXISTS', key)
  -- A key counted but gone around the meter is no longer counted.
  if exists == 0 then uncount(meter, member) end
  local held = redis.call('HGET', meter.held, member)
  local before = 0
  if held then before = tonumber(string.match(held, '\\t(%d+)$')) end
  local items, bytes = usage(meter)
  local more, growth = 1, spec.s - before
  if held then more = 0 end
  if spec.li and (more > 0 or growth > 0) and (items + more > spec.li or bytes + growth > spec.lb) then
    return {0, exists, items, bytes}
  end
  if ttl > 0 then redis.call('SET', key, value, 'PX', ttl) else redis.call('SET', key, value) end
  uncount(meter, member)
  count(meter, member, spec.c, spec.s)
  if ttl > 0 then redis.call('ZADD', meter.expiring, string.format('%d', now + ttl), member) else redis.call('ZREM', meter.expiring, member) end
  items, bytes = usage(meter)
  return {1, exists, items, bytes}
end`

/** A meter's counters: KEYS = [], ARGV = [namespace, meter, now]; returns the counters hash flat (field, value...). */
const meterUsageScript = `
${meterFunctions}
local meter = openMeter(ARGV[1], ARGV[2], tonumber(ARGV[3]))
return redis.call('HGETALL', meter.counters)`

/**
 * One repair step: ARGV = [namespace, meter, now, cursor, count]; takes off the meter the keys of one
 * HSCAN page that are gone. Returns {next cursor ('0': pass complete), removed}.
 */
const meterRepairScript = `
${meterFunctions}
local ns = ARGV[1]
local meter = openMeter(ns, ARGV[2], tonumber(ARGV[3]))
local page = redis.call('HSCAN', meter.held, ARGV[4], 'COUNT', tonumber(ARGV[5]))
local removed = 0
for i = 1, #page[2], 2 do
  local member = page[2][i]
  if redis.call('EXISTS', ns .. member) == 0 then
    uncount(meter, member)
    redis.call('ZREM', meter.expiring, member)
    removed = removed + 1
  end
end
return {page[1], removed}`

/** Fields per write in ARGV after the first two: the operation's letter and up to three arguments. */
export const WRITE_FIELDS = 4

/**
 * KEYS = [directory, expiry times, key of each write]; ARGV = [namespace length, now (ms), then per write:
 * op, a, b, c]. Ops: s set (a value, b ttl), n set if absent (a value, b ttl), i increment (a by, b ttl),
 * d delete, e delete if equal (a expected), c compare and set (a expected, b value, c ttl); ttl 0: none;
 * metered (see meterFunctions): m set (a value, b ttl, c the meter spec as JSON), x delete (a spec), a adopt (a spec).
 * Returns each write's result (1/0, the count, DEL's count), or its error (INCRBY on a non-integer).
 * A key newly given a TTL is timed, and pays for removing up to two expired entries, so the directory
 * does not grow with keys that expire (trials, nonces, caches).
 */
const writesScript = `
local directory, expiries = KEYS[1], KEYS[2]
local length, now = tonumber(ARGV[1]), tonumber(ARGV[2])
local results, sweeps = {}, 0
local failed = function(reply) return type(reply) == 'table' and reply.err ~= nil end
${meterFunctions}
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
  elseif op == 'm' or op == 'x' or op == 'a' then
    local member = string.sub(key, length + 1)
    local spec = cjson.decode(op == 'm' and c or a)
    local meter = openMeter(string.sub(key, 1, length), spec.m, now)
    if op == 'm' then
      ttl = tonumber(b)
      result = meteredSet(meter, key, member, a, ttl, spec, now)
      if result[1] == 1 then listed = 1 end
    elseif op == 'x' then
      result, listed = redis.call('DEL', key), -1
      uncount(meter, member)
      redis.call('ZREM', meter.expiring, member)
    else
      local left = redis.call('PTTL', key)
      result = 0
      if left ~= -2 and not redis.call('HGET', meter.held, member) then
        count(meter, member, spec.c, spec.s)
        if left >= 0 then redis.call('ZADD', meter.expiring, string.format('%d', now + left), member) end
        result = 1
      end
    end
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
 * An atomic batch (StateStore.applyBatch): KEYS = [directory, expiry times]; ARGV = [namespace, now,
 * the batch as JSON: g guards ({k key, v JSON text} or {k, a: true} for absent), w writes ({o op, k key,
 * v JSON text, t ttl, b by, m meter, s size, c class, li / lb limits, x index, e member, n score}; ops:
 * s set, d delete, i increment, z index add, r index remove, m metered set, x metered delete)].
 * Everything is checked before anything is written, so a refused batch writes nothing. Returns 1 or 0.
 */
const batchScript = `
local directory, expiries = KEYS[1], KEYS[2]
local ns, now = ARGV[1], tonumber(ARGV[2])
local batch = cjson.decode(ARGV[3])
${meterFunctions}
for _, guard in ipairs(batch.g) do
  local current = redis.call('GET', ns .. guard.k)
  if guard.a then
    if current then return 0 end
  elseif current ~= guard.v then return 0 end
end
-- Meters as the writes before each metered set leave them: sizes[member] false when not counted.
local meters = {}
for _, w in ipairs(batch.w) do
  if w.o == 'i' then
    local current = redis.call('GET', ns .. w.k)
    if current and not string.match(current, '^%-?%d+$') then return 0 end
  elseif w.o == 'm' or w.o == 'x' then
    local sim = meters[w.m]
    if not sim then
      local meter = openMeter(ns, w.m, now)
      local items, bytes = usage(meter)
      sim = { meter = meter, items = items, bytes = bytes, sizes = {} }
      meters[w.m] = sim
    end
    if sim.sizes[w.k] == nil then
      local held = redis.call('HGET', sim.meter.held, w.k)
      local size = false
      if held then size = tonumber(string.match(held, '\t(%d+)$')) end
      if redis.call('EXISTS', ns .. w.k) == 0 then
        -- Counted but gone around the meter: it leaves the meter before the write counts it again.
        if size then sim.items, sim.bytes = sim.items - 1, sim.bytes - size end
        size = false
      end
      sim.sizes[w.k] = size
    end
    local before = sim.sizes[w.k]
    if w.o == 'x' then
      if before then sim.items, sim.bytes = sim.items - 1, sim.bytes - before end
      sim.sizes[w.k] = false
    else
      local more, growth = 0, w.s - (before or 0)
      if not before then more = 1 end
      if w.li and (more > 0 or growth > 0) and (sim.items + more > w.li or sim.bytes + growth > w.lb) then return 0 end
      sim.items, sim.bytes = sim.items + more, sim.bytes + growth
      sim.sizes[w.k] = w.s
    end
  end
end
local list = function(member, ttl)
  redis.call('ZADD', directory, 0, member)
  if ttl > 0 then redis.call('ZADD', expiries, string.format('%d', now + ttl), member) else redis.call('ZREM', expiries, member) end
end
local unlist = function(member)
  redis.call('ZREM', directory, member)
  redis.call('ZREM', expiries, member)
end
for _, w in ipairs(batch.w) do
  local key = w.k and (ns .. w.k)
  local ttl = tonumber(w.t) or 0
  if w.o == 's' then
    if ttl > 0 then redis.call('SET', key, w.v, 'PX', ttl) else redis.call('SET', key, w.v) end
    list(w.k, ttl)
  elseif w.o == 'd' then
    redis.call('DEL', key)
    unlist(w.k)
  elseif w.o == 'i' then
    local value = redis.call('INCRBY', key, w.b)
    if value == w.b and ttl > 0 then
      redis.call('PEXPIRE', key, ttl)
      list(w.k, ttl)
    else
      redis.call('ZADD', directory, 0, w.k)
    end
  elseif w.o == 'z' then
    redis.call('ZADD', 'idx:' .. ns .. w.x, w.n, w.e)
  elseif w.o == 'r' then
    redis.call('ZREM', 'idx:' .. ns .. w.x, w.e)
  elseif w.o == 'm' then
    local meter = openMeter(ns, w.m, now)
    meteredSet(meter, key, w.k, w.v, ttl, { m = w.m, c = w.c, s = w.s }, now)
    list(w.k, ttl)
  elseif w.o == 'x' then
    local meter = openMeter(ns, w.m, now)
    redis.call('DEL', key)
    uncount(meter, w.k)
    redis.call('ZREM', meter.expiring, w.k)
    unlist(w.k)
  end
end
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
  svcWrites(...args: Array<string | number>): Promise<Array<number | number[] | Error>>
  svcScanPage(directory: string, expiries: string, namespace: string, now: number, prefix: string, lower: string, want: number, budget: number): Promise<[number, string, string[]]>
  svcAdopt(directory: string, expiries: string, namespace: string, now: number, ...members: string[]): Promise<number>
  svcMeterUsage(namespace: string, meter: string, now: number): Promise<string[]>
  svcMeterRepair(namespace: string, meter: string, now: number, cursor: string, count: number): Promise<[string, number]>
  svcBatch(directory: string, expiries: string, namespace: string, now: number, batch: string): Promise<number>
}

/** Defines the scripts on a client (ioredis sends EVALSHA, and the script itself once per server). */
export function defineScripts(redis: Redis): ScriptedRedis {
  redis.defineCommand('svcWrites', { lua: writesScript })
  redis.defineCommand('svcScanPage', { numberOfKeys: 2, lua: scanScript })
  redis.defineCommand('svcAdopt', { numberOfKeys: 2, lua: adoptScript })
  redis.defineCommand('svcMeterUsage', { numberOfKeys: 0, lua: meterUsageScript })
  redis.defineCommand('svcMeterRepair', { numberOfKeys: 0, lua: meterRepairScript })
  redis.defineCommand('svcBatch', { numberOfKeys: 2, lua: batchScript })
  return redis as ScriptedRedis
}
