import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { OrderedSet } from '@js-sdsl/ordered-set'
import { decodeCursor, keyCursor } from './_cursor.ts'
import { batchLine, entryLine, type Entry, groupCommit, type LogRecord, memberLine, parseLine } from './_log.ts'
import { type FolderLock, lockFolder } from './folder-lock.ts'
import { embeddedMeters } from './_meters.ts'
import { checkScore, SortedIndex } from './_sorted.ts'
import { toJson, ttlOf } from './_values.ts'
import type { BatchGuard, BatchWrite, IndexRangeOptions, MeteredSetOptions, ScanOptions, ScanPage, SetOptions, StateStore } from './types.ts'

export interface EmbeddedStateOptions {
  /** Directory of the append-only log, locked for this store (one host per folder); omit for a memory-only store (tests). */
  dir?: string
  /** Clock, replaceable in tests. */
  now?: () => number
}

/**
 * Embedded backend: a Map in memory, made durable by an append-only JSON-lines log
 * that is replayed and compacted at start-up. Every operation runs synchronously
 * inside one call, so it is atomic within the process.
 */
export function createEmbeddedState(options: EmbeddedStateOptions = {}): StateStore {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  // The same keys in order, so a prefix scan reads only its own keys, whatever else is stored. New keys
  // wait in `unordered` until the next scan: a write (a trial claim, a payment's nonce) does not pay
  // for a tree insertion that only a scan needs.
  const order = new OrderedSet<string>()
  const unordered = new Set<string>()
  const indexes = new Map<string, SortedIndex>()
  const logPath = options.dir ? join(options.dir, 'state.log') : undefined
  let fd: number | undefined
  let records = 0
  // Taken before the log is read: a second host on the folder must not replay, let alone compact, it.
  const lock: FolderLock | undefined = options.dir ? lockFolder(options.dir) : undefined

  if (logPath && lock) {
    try {
      const replayed = existsSync(logPath) ? replay(readFileSync(logPath, 'utf8')) : { lines: 0, torn: false }
      // A log mostly of live records is appended to as it is: rewriting a large state at every start
      // would make restarts as slow as the state is big. A torn last line (a crash mid-write) must go
      // before anything is appended after it, and a log mostly of dead records is rewritten.
      if (replayed.torn || replayed.lines > 2 * (entries.size + indexedCount())) compact()
      else {
        records = replayed.lines
        fd = openSync(logPath, 'a')
      }
    } catch (error) {
      lock.release()
      throw error
    }
  }

  /** Loads the log; says how many lines it has and whether one could not be read (a torn write). */
  function replay(text: string): { lines: number; torn: boolean } {
    let lines = 0
    let torn = text.length > 0 && !text.endsWith('\n')
    for (const line of text.split('\n')) {
      if (!line) continue
      lines++
      const record = parseLine(line)
      if (!record) {
        torn = true
        continue
      }
      load(record)
    }
    return { lines, torn }
  }

  function load(record: LogRecord): void {
    if ('b' in record) for (const part of record.b) load(part)
    else if ('x' in record) {
      if ('r' in record) indexes.get(record.x)?.remove(record.m)
      else indexOf(record.x).add(record.m, record.s)
    } else if ('d' in record) forget(record.k)
    else keep(record.k, record.e === undefined ? { json: record.v } : { json: record.v, expiresAt: record.e })
  }

  function compact(): void {
    if (!logPath) return
    // The log is rewritten only by the folder's holder: a host whose lock was taken stops writing.
    if (!lock?.held()) throw new Error(`The data folder ${options.dir} is no longer locked by this host: not rewriting its state log`)
    if (fd !== undefined) closeSync(fd)
    const temporary = `${logPath}.tmp`
    const out = openSync(temporary, 'w')
    const time = now()
    records = 0
    // Lines go to the file a megabyte at a time: one write per record made a large compaction slow.
    let pending: string[] = []
    let pendingLength = 0
    const put = (line: string) => {
      pending.push(line)
      pendingLength += line.length
      records++
      if (pendingLength < 1 << 20) return
      writeSync(out, pending.join(''))
      pending = []
      pendingLength = 0
    }
    for (const [k, entry] of entries) {
      if (expired(entry, time)) forget(k)
      else put(entryLine(k, entry))
    }
    for (const [x, index] of indexes) {
      if (index.size === 0) indexes.delete(x)
      for (const { member, score } of index.entries()) put(memberLine(x, member, score))
    }
    if (pending.length > 0) writeSync(out, pending.join(''))
    fsyncSync(out)
    closeSync(out)
    renameSync(temporary, logPath)
    fd = openSync(logPath, 'a')
  }

  // Keys whose last change is not in the log yet: a read of one waits for the write.
  const unwritten = new Set<string>()
  // A compaction writes the whole state, the changes not written yet included.
  const log = groupCommit((lines) => {
    unwritten.clear()
    if (records > 10_000 && records > (entries.size + indexedCount()) * 4) compact()
    else writeSync(fd!, lines.length === 1 ? lines[0]! : lines.join(''))
  })

  // While a batch applies, its lines are gathered here and logged as one.
  let batch: string[] | undefined

  /** Logs a change (callers skip building the line when there is no log: a memory-only store). */
  function append(line: string, key?: string): void {
    if (fd === undefined) return
    if (batch) batch.push(line)
    else log.append(line)
    if (key !== undefined) unwritten.add(key)
    records++
  }

  function indexOf(name: string): SortedIndex {
    let index = indexes.get(name)
    if (!index) indexes.set(name, (index = new SortedIndex()))
    return index
  }

  function indexedCount(): number {
    let count = 0
    for (const index of indexes.values()) count += index.size
    return count
  }

  function keep(k: string, entry: Entry): void {
    const size = entries.size
    entries.set(k, entry)
    if (entries.size !== size) unordered.add(k)
  }

  function forget(k: string): void {
    if (entries.delete(k) && !unordered.delete(k)) order.eraseElementByKey(k)
  }

  function ordered(): OrderedSet<string> {
    for (const k of unordered) order.insert(k)
    unordered.clear()
    return order
  }

  function expired(entry: Entry, time: number): boolean {
    return entry.expiresAt !== undefined && entry.expiresAt <= time
  }

  function live(k: string): Entry | undefined {
    const entry = entries.get(k)
    if (!entry) return undefined
    if (expired(entry, now())) {
      forget(k)
      return undefined
    }
    return entry
  }

  function write(k: string, json: string, ttlMs: number | undefined): void {
    const entry: Entry = ttlMs === undefined ? { json } : { json, expiresAt: now() + ttlMs }
    keep(k, entry)
    if (fd !== undefined) append(entryLine(k, entry), k)
  }

  function remove(k: string): boolean {
    if (!live(k)) return false
    forget(k)
    if (fd !== undefined) append(entryLine(k, undefined), k)
    return true
  }

  // Expired keys are dropped lazily on access; a sweep frees memory of keys never read again.
  const sweep = setInterval(() => {
    const time = now()
    const gone: string[] = []
    for (const [k, entry] of entries) if (expired(entry, time)) gone.push(k)
    for (const k of gone) forget(k)
  }, 60_000)
  sweep.unref()

  const operations = {
    get<T>(key: string) {
      const entry = live(key)
      return entry ? (JSON.parse(entry.json) as T) : undefined
    },
    set(key: string, value: unknown, opts?: SetOptions) {
      write(key, toJson(value), ttlOf(opts))
    },
    setIfAbsent(key: string, value: unknown, opts?: SetOptions) {
      if (live(key)) return false
      write(key, toJson(value), ttlOf(opts))
      return true
    },
    increment(key: string, by = 1, opts?: SetOptions) {
      const entry = live(key)
      const current = entry ? Number(JSON.parse(entry.json)) : 0
      if (!Number.isInteger(current)) throw new TypeError(`state key ${key} does not hold an integer`)
      const next = current + by
      const json = String(next)
      const ttl = ttlOf(opts)
      const expiresAt = entry ? entry.expiresAt : ttl === undefined ? undefined : now() + ttl
      const updated: Entry = expiresAt === undefined ? { json } : { json, expiresAt }
      keep(key, updated)
      if (fd !== undefined) append(entryLine(key, updated), key)
      return next
    },
    delete(key: string) {
      return remove(key)
    },
    compareAndSet(key: string, expected: unknown, value: unknown, opts?: SetOptions) {
      const entry = live(key)
      if (!entry || entry.json !== toJson(expected)) return false
      write(key, toJson(value), ttlOf(opts))
      return true
    },
    deleteIfEquals(key: string, expected: unknown) {
      const entry = live(key)
      if (!entry || entry.json !== toJson(expected)) return false
      return remove(key)
    },
    ttl(key: string) {
      const entry = live(key)
      return entry?.expiresAt === undefined ? undefined : Math.max(0, entry.expiresAt - now())
    },
    scan(prefix: string, opts?: ScanOptions): ScanPage {
      const limit = Math.max(1, opts?.limit ?? 100)
      const position = decodeCursor(prefix, opts?.cursor)
      // A Redis cursor (a host moved here from Redis) restarts the walk.
      const after = position.from === 'after' ? prefix + position.suffix : undefined
      const time = now()
      const keys: string[] = []
      const gone: string[] = []
      // From the first key of the prefix (or the first after the cursor), in order, one past the page.
      const sorted = ordered()
      const end = sorted.end()
      for (const at = after !== undefined ? sorted.upperBound(after) : sorted.lowerBound(prefix); !at.equals(end) && keys.length <= limit; at.next()) {
        const k = at.pointer
        if (!k.startsWith(prefix)) break
        if (expired(entries.get(k)!, time)) gone.push(k)
        else keys.push(k)
      }
      for (const k of gone) forget(k)
      const page = keys.slice(0, limit)
      return { keys: page, cursor: keys.length > limit ? keyCursor(prefix, page[page.length - 1]!) : null }
    },
    indexAdd(index: string, member: string, score: number) {
      indexOf(index).add(member, checkScore(score))
      append(memberLine(index, member, score))
    },
    indexRemove(index: string, member: string) {
      if (!indexes.get(index)?.remove(member)) return false
      append(memberLine(index, member, undefined))
      return true
    },
    indexRange(index: string, maxScore: number, limit = 100, options: IndexRangeOptions = {}) {
      return indexes.get(index)?.range(maxScore, Math.max(1, limit), options.reverse === true) ?? []
    },
    meteredSet(meter: string, key: string, value: unknown, size: number, opts: MeteredSetOptions = {}) {
      return meters.meteredSet(meter, key, toJson(value), size, { ...opts, ttlMs: ttlOf(opts) })
    },
    meteredDelete: (meter: string, key: string) => meters.meteredDelete(meter, key),
    meterUsage: (meter: string) => meters.meterUsage(meter),
    meterAdopt: (meter: string, key: string, size: number, opts?: { class?: string }) => meters.meterAdopt(meter, key, size, opts),
    meterRepair: (meter: string, cursor?: string | null, limit?: number) => meters.meterRepair(meter, cursor, limit),
    meterEntry: (meter: string, key: string) => meters.meterEntry(meter, key),
    applyBatch(guards: readonly BatchGuard[], writes: readonly BatchWrite[]) {
      for (const guard of guards) {
        const entry = live(guard.key)
        if ('absent' in guard ? entry !== undefined : entry?.json !== toJson(guard.value)) return false
      }
      for (const write of writes) {
        const entry = write.op === 'increment' ? live(write.key) : undefined
        if (entry && !Number.isInteger(Number(JSON.parse(entry.json)))) return false
      }
      if (!meters.batchFits(writes)) return false
      // Everything below runs in this one synchronous step and is logged as one line.
      batch = []
      try {
        for (const write of writes) applyWrite(write)
      } finally {
        const lines = batch
        batch = undefined
        if (lines.length > 0) log.append(batchLine(lines))
      }
      return true
    },
  }

  function applyWrite(write: BatchWrite): void {
    const ttl = 'ttlMs' in write && write.ttlMs !== undefined ? { ttlMs: write.ttlMs } : undefined
    switch (write.op) {
      case 'set': operations.set(write.key, write.value, ttl); break
      case 'delete': operations.delete(write.key); break
      case 'increment': operations.increment(write.key, write.by, ttl); break
      case 'indexAdd': operations.indexAdd(write.index, write.member, write.score); break
      case 'indexRemove': operations.indexRemove(write.index, write.member); break
      // Its limits were checked with the whole batch.
      case 'meteredSet': operations.meteredSet(write.meter, write.key, write.value, write.size, { ...write.options, limits: undefined }); break
      case 'meteredDelete': operations.meteredDelete(write.meter, write.key); break
    }
  }
  const meters = embeddedMeters({ now, live, write, remove, indexAdd: operations.indexAdd, indexRemove: operations.indexRemove, indexes: () => indexes.entries() })

  // Every answer waits until the changes made so far are in the log: a caller never acts on a change
  // that a crash could still lose. A read of one key waits only when that key has such a change, so
  // a read-then-write (kv-put reading the value it replaces) costs one log write, not two.
  const settled = (operation: (...args: never[]) => unknown) => async (...args: never[]) => {
    const result = operation(...args)
    if (log.written) await log.written
    return result
  }
  const keyRead = (operation: (key: string) => unknown) => async (key: string) => {
    const result = operation(key)
    if (log.written && unwritten.has(key)) await log.written
    return result
  }
  const store = { backend: 'embedded', capabilities: { sharedAcrossHosts: false, serverSideExpiry: false }, ...(options.dir ? { location: options.dir } : {}) } as Record<string, unknown>
  for (const [name, operation] of Object.entries(operations)) {
    store[name] = name === 'get' || name === 'ttl' ? keyRead(operation as (key: string) => unknown) : settled(operation as (...args: never[]) => unknown)
  }
  return {
    ...(store as unknown as Omit<StateStore, 'close'>),
    async close() {
      clearInterval(sweep)
      if (log.written) await log.written
      if (fd !== undefined) {
        fsyncSync(fd)
        closeSync(fd)
        fd = undefined
      }
      lock?.release()
    },
  }
}
