/** A small TTL cache with LRU eviction, bounded by entry count. */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>()
  constructor(readonly maxEntries = 1000, readonly now: () => number = Date.now) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now()) {
      this.#entries.delete(key)
      return undefined
    }
    this.#entries.delete(key) // re-insert: most recently used goes last
    this.#entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V, ttlMs: number): void {
    this.#entries.delete(key)
    this.#entries.set(key, { value, expiresAt: this.now() + ttlMs })
    while (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!)
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }

  get size(): number {
    return this.#entries.size
  }
}
