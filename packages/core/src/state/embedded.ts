import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { checkScore, SortedIndex } from './_sorted.ts'
import { toJson, ttlOf } from './_values.ts'
import type { ScanOptions, ScanPage, SetOptions, StateStore } from './types.ts'

interface Entry {
  /** JSON text of the value. */
  json: string
  /** Absolute expiry in ms since epoch. */
  expiresAt?: number
}

type LogRecord = { k: string; v: string; e?: number } | { k: string; d: 1 } | { x: string; m: string; s: number } | { x: string; m: string; r: 1 }

export interface EmbeddedStateOptions {
  /** Directory of the append-only log; omit for a memory-only store (tests). */
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
  const indexes = new Map<string, SortedIndex>()
  const logPath = options.dir ? join(options.dir, 'state.log') : undefined
  let fd: number | undefined
  let records = 0

  if (logPath && options.dir) {
    mkdirSync(options.dir, { recursive: true })
    if (existsSync(logPath)) replay(readFileSync(logPath, 'utf8'))
    compact()
  }

  function replay(text: string): void {
    for (const line of text.split('\n')) {
      if (!line) continue
      let record: LogRecord
      try {
        record = JSON.parse(line) as LogRecord
      } catch {
        continue // a torn last line after a crash: everything before it is intact
      }
      if ('x' in record) {
        if ('r' in record) indexes.get(record.x)?.remove(record.m)
        else indexOf(record.x).add(record.m, record.s)
      } else if ('d' in record) entries.delete(record.k)
      else entries.set(record.k, record.e === undefined ? { json: record.v } : { json: record.v, expiresAt: record.e })
    }
  }

  function compact(): void {
    if (!logPath) return
    if (fd !== undefined) closeSync(fd)
    const temporary = `${logPath}.tmp`
    const out = openSync(temporary, 'w')
    const time = now()
    records = 0
    for (const [k, entry] of entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= time) {
        entries.delete(k)
        continue
      }
      writeSync(out, serialize(k, entry))
      records++
    }
    for (const [x, index] of indexes) {
      if (index.size === 0) indexes.delete(x)
      for (const { member, score } of index.entries()) {
        writeSync(out, `${JSON.stringify({ x, m: member, s: score })}\n`)
        records++
      }
    }
    fsyncSync(out)
    closeSync(out)
    renameSync(temporary, logPath)
    fd = openSync(logPath, 'a')
  }

  function serialize(k: string, entry: Entry | undefined): string {
    const record: LogRecord = entry
      ? entry.expiresAt === undefined ? { k, v: entry.json } : { k, v: entry.json, e: entry.expiresAt }
      : { k, d: 1 }
    return `${JSON.stringify(record)}\n`
  }

  function persist(k: string, entry: Entry | undefined): void {
    append(serialize(k, entry))
  }

  function append(line: string): void {
    if (fd === undefined) return
    writeSync(fd, line)
    records++
    if (records > 10_000 && records > (entries.size + indexedCount()) * 4) compact()
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

  function live(k: string): Entry | undefined {
    const entry = entries.get(k)
    if (!entry) return undefined
    if (entry.expiresAt !== undefined && entry.expiresAt <= now()) {
      entries.delete(k)
      return undefined
    }
    return entry
  }

  function write(k: string, json: string, ttlMs: number | undefined): void {
    const entry: Entry = ttlMs === undefined ? { json } : { json, expiresAt: now() + ttlMs }
    entries.set(k, entry)
    persist(k, entry)
  }

  function remove(k: string): boolean {
    if (!live(k)) return false
    entries.delete(k)
    persist(k, undefined)
    return true
  }

  // Expired keys are dropped lazily on access; a sweep frees memory of keys never read again.
  const sweep = setInterval(() => {
    const time = now()
    for (const [k, entry] of entries) if (entry.expiresAt !== undefined && entry.expiresAt <= time) entries.delete(k)
  }, 60_000)
  sweep.unref()

  return {
    backend: 'embedded',
    async get<T>(key: string) {
      const entry = live(key)
      return entry ? (JSON.parse(entry.json) as T) : undefined
    },
    async set(key: string, value: unknown, opts?: SetOptions) {
      write(key, toJson(value), ttlOf(opts))
    },
    async setIfAbsent(key: string, value: unknown, opts?: SetOptions) {
      if (live(key)) return false
      write(key, toJson(value), ttlOf(opts))
      return true
    },
    async increment(key: string, by = 1, opts?: SetOptions) {
      const entry = live(key)
      const current = entry ? Number(JSON.parse(entry.json)) : 0
      if (!Number.isInteger(current)) throw new TypeError(`state key ${key} does not hold an integer`)
      const next = current + by
      const json = String(next)
      const ttl = ttlOf(opts)
      const expiresAt = entry ? entry.expiresAt : ttl === undefined ? undefined : now() + ttl
      const updated: Entry = expiresAt === undefined ? { json } : { json, expiresAt }
      entries.set(key, updated)
      persist(key, updated)
      return next
    },
    async delete(key: string) {
      return remove(key)
    },
    async compareAndSet(key: string, expected: unknown, value: unknown, opts?: SetOptions) {
      const entry = live(key)
      if (!entry || entry.json !== toJson(expected)) return false
      write(key, toJson(value), ttlOf(opts))
      return true
    },
    async deleteIfEquals(key: string, expected: unknown) {
      const entry = live(key)
      if (!entry || entry.json !== toJson(expected)) return false
      return remove(key)
    },
    async ttl(key: string) {
      const entry = live(key)
      return entry?.expiresAt === undefined ? undefined : Math.max(0, entry.expiresAt - now())
    },
    async scan(prefix: string, opts?: ScanOptions): Promise<ScanPage> {
      const limit = Math.max(1, opts?.limit ?? 100)
      const after = opts?.cursor
      const keys: string[] = []
      for (const k of entries.keys()) if (k.startsWith(prefix) && (after === undefined || k > after) && live(k)) keys.push(k)
      keys.sort()
      const page = keys.slice(0, limit)
      return { keys: page, cursor: keys.length > limit ? page[page.length - 1]! : null }
    },
    async indexAdd(index: string, member: string, score: number) {
      indexOf(index).add(member, checkScore(score))
      append(`${JSON.stringify({ x: index, m: member, s: score })}\n`)
    },
    async indexRemove(index: string, member: string) {
      if (!indexes.get(index)?.remove(member)) return false
      append(`${JSON.stringify({ x: index, m: member, r: 1 })}\n`)
      return true
    },
    async indexRange(index: string, maxScore: number, limit = 100) {
      return indexes.get(index)?.range(maxScore, Math.max(1, limit)) ?? []
    },
    async close() {
      clearInterval(sweep)
      if (fd !== undefined) {
        fsyncSync(fd)
        closeSync(fd)
        fd = undefined
      }
    },
  }
}
