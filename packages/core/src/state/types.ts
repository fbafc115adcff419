/**
 * The one state interface every stateful feature uses (trial counters, payment
 * nonces, caches, plugin data). Values are JSON. Two backends implement it: an
 * embedded one on local disk and a Redis one for several hosts.
 */
export interface SetOptions {
  /** Time to live in milliseconds; the key disappears after it. */
  ttlMs?: number
}

export interface ScanOptions {
  /** Opaque cursor from a previous page; omit to start. */
  cursor?: string
  /** Page size hint (default 100): a page may hold somewhat more (Redis) or fewer keys. */
  limit?: number
}

export interface ScanPage {
  keys: string[]
  /** Cursor of the next page, or null when the walk is complete. */
  cursor: string | null
}

/** One member of a sorted index and its score. */
export interface ScoredMember {
  member: string
  score: number
}

/** How `indexRange` reads an index. */
export interface IndexRangeOptions {
  /** Highest score first (ties by member, last first): the exact reverse of the default order. */
  reverse?: boolean
}

/** What a meter counts: items, and their sizes added up (in a unit of the caller's choosing, e.g. bytes). */
export interface MeterUsage {
  items: number
  bytes: number
}

/** A meter's usage, in all and by class (the kinds of things the caller counts in it). */
export interface MeterReading extends MeterUsage {
  byClass: Record<string, MeterUsage>
}

export interface MeteredSetOptions extends SetOptions {
  /** What the key is counted as (default `default`): the meter keeps a usage per class too. */
  class?: string
  /** Refuses the write (nothing stored) when it would take the meter past either limit; a write that does not grow usage always passes. */
  limits?: MeterUsage
}

export interface MeteredSetResult {
  /** False when `limits` refused it: nothing was written. */
  stored: boolean
  /** The key held a value before this write (an overwrite). */
  replaced: boolean
  /** The meter's usage after the write, or as it stands when refused. */
  usage: MeterUsage
}

/** A write of an atomic batch (`StateStore.applyBatch`). */
export type BatchWrite =
  | { op: 'set'; key: string; value: unknown; ttlMs?: number | undefined }
  | { op: 'delete'; key: string }
  | { op: 'increment'; key: string; by: number; ttlMs?: number | undefined }
  | { op: 'indexAdd'; index: string; member: string; score: number }
  | { op: 'indexRemove'; index: string; member: string }
  /** Its `limits` are checked in the batch's step, against the meter as the writes before it left it. */
  | { op: 'meteredSet'; meter: string; key: string; value: unknown; size: number; options: MeteredSetOptions }
  | { op: 'meteredDelete'; meter: string; key: string }

/** A condition of a batch: the key holds `value` (compared as JSON), or with `absent`, does not exist. */
export type BatchGuard = { key: string; value: unknown } | { key: string; absent: true }

/** What a key counts for in a meter. */
export interface MeterEntry {
  size: number
  class: string
}

/**
 * What a store can do that callers plan around, declared by the store instead of read from its name,
 * so a host can be given any StateStore (`createHost({ state })`).
 */
export interface StateCapabilities {
  /** Every host pointed at the same store sees the same keys (Redis): caches, flights and limits are shared. */
  sharedAcrossHosts: boolean
  /** Keys expire on their own in the store, without this process running a sweep. */
  serverSideExpiry: boolean
}

export interface StateStore {
  /** A name for people (`embedded`, `redis`): shown by `svc serve`, /health and the dashboard, never branched on. */
  readonly backend: string
  readonly capabilities: StateCapabilities
  /** Where the data lives, when that is a place on this host (the embedded store's folder). */
  readonly location?: string
  get<T = unknown>(key: string): Promise<T | undefined>
  set(key: string, value: unknown, options?: SetOptions): Promise<void>
  /** Stores only if the key does not exist; true when this call stored it. Atomic. */
  setIfAbsent(key: string, value: unknown, options?: SetOptions): Promise<boolean>
  /** Adds `by` to an integer (missing = 0) and returns the new value; the TTL applies when the key is created. Atomic. */
  increment(key: string, by?: number, options?: SetOptions): Promise<number>
  /** Deletes the key; true when it existed. */
  delete(key: string): Promise<boolean>
  /**
   * Replaces the value only if the key holds `expected` (compared as JSON), with the new TTL
   * (none: the key no longer expires); true when replaced. Atomic: the compare-and-set that
   * lock renewal and queue leases are built on.
   */
  compareAndSet(key: string, expected: unknown, value: unknown, options?: SetOptions): Promise<boolean>
  /** Deletes the key only if it holds `expected` (compared as JSON); true when deleted. Atomic. */
  deleteIfEquals(key: string, expected: unknown): Promise<boolean>
  /** Remaining time to live in ms; undefined when the key is missing or never expires. */
  ttl(key: string): Promise<number | undefined>
  /**
   * Walks keys with a prefix page by page. A complete walk returns every key that
   * existed throughout it at least once; a page may be empty while the cursor is not null.
   */
  scan(prefix: string, options?: ScanOptions): Promise<ScanPage>
  /**
   * Sorted indexes (a Redis sorted set): members ordered by a numeric score, e.g. keys by due time,
   * so a periodic task reads only what is due instead of scanning a prefix. They live apart from
   * keys (scan never lists them, a key and an index may share a name) and never expire.
   * Puts `member` in `index` with `score`, moving it when it is there already.
   */
  indexAdd(index: string, member: string, score: number): Promise<void>
  /** Removes `member` from `index`; true when it was there. */
  indexRemove(index: string, member: string): Promise<boolean>
  /**
   * Up to `limit` members (default 100) of `index` with a score <= `maxScore`, lowest score first (ties by member),
   * or highest first with `reverse` (one index serves both, e.g. the oldest to trim and the newest to show).
   */
  indexRange(index: string, maxScore: number, limit?: number, options?: IndexRangeOptions): Promise<ScoredMember[]>
  /**
   * Meters: usage counters kept exact in the same atomic step as the writes they count, so a quota
   * holds across hosts without recounting. Writes `value` under `key` and counts it in `meter` as
   * one item of `size` in place of what the key counted before. A metered key that expires leaves
   * its meter by itself (its TTL is tracked), as one deleted by `meteredDelete` does. Write metered
   * keys only through these methods.
   */
  meteredSet(meter: string, key: string, value: unknown, size: number, options?: MeteredSetOptions): Promise<MeteredSetResult>
  /** Deletes a metered key and takes it off its meter; true when it existed. */
  meteredDelete(meter: string, key: string): Promise<boolean>
  /** The meter's usage, in all and by class (keys expired since taken off first). */
  meterUsage(meter: string): Promise<MeterReading>
  /**
   * Counts in `meter` a key written around it (by an earlier version) when the key exists and the
   * meter does not count it yet; true when counted. Brings stores that predate meters in.
   */
  meterAdopt(meter: string, key: string, size: number, options?: { class?: string }): Promise<boolean>
  /**
   * One bounded repair step: checks up to `limit` (default 500) of the keys the meter counts and takes
   * off those gone around it (deleted with `delete`, evicted). Answers how many it took off and where
   * the next step starts (null: a pass is complete).
   */
  meterRepair(meter: string, cursor?: string | null, limit?: number): Promise<{ removed: number; cursor: string | null }>
  /** What `key` counts for in `meter` now; undefined when the meter does not count it (or the key is gone). */
  meterEntry(meter: string, key: string): Promise<MeterEntry | undefined>
  /**
   * Applies `writes` in order, all in one atomic step, when every guard holds, every increment meets
   * an integer (or nothing) and no metered set goes past its limits (counted with the writes before it);
   * otherwise writes nothing and answers false. A crash (kill -9) leaves all of the batch or none of it:
   * on disk it is one record of the log, on Redis one script call.
   */
  applyBatch(guards: readonly BatchGuard[], writes: readonly BatchWrite[]): Promise<boolean>
  close(): Promise<void>
}
