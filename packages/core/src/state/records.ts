import type { SetOptions, StateStore } from './types.ts'

/** Every record under a prefix, read page by page (keys in order within a page); missing ones skipped. */
export async function* recordsUnder<T>(state: StateStore, prefix: string, pageSize = 200): AsyncGenerator<{ key: string; record: T }> {
  let cursor: string | null | undefined
  do {
    const page = await state.scan(prefix, { ...(cursor ? { cursor } : {}), limit: pageSize })
    for (const key of page.keys.sort()) {
      const record = await state.get<T>(key)
      if (record !== undefined) yield { key, record }
    }
    cursor = page.cursor
  } while (cursor)
}

/** Set options that keep a key's remaining time to live when it is rewritten. */
export async function keepTtl(state: StateStore, key: string): Promise<SetOptions | undefined> {
  const ttlMs = await state.ttl(key)
  return ttlMs === undefined ? undefined : { ttlMs }
}

/** Changes a record with a retry loop (other hosts may write it too), keeping its TTL; false when it is gone. */
export async function updateRecord<T>(state: StateStore, key: string, change: (current: T) => T | undefined): Promise<boolean> {
  for (let tries = 0; tries < 20; tries++) {
    const current = await state.get<T>(key)
    if (current === undefined) return false
    const next = change(current)
    if (next === undefined) return false
    if (await state.compareAndSet(key, current, next, await keepTtl(state, key))) return true
  }
  return false
}
