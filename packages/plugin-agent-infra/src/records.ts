import type { StateStore } from '@svc/core'

/** Every record under a prefix, read page by page (keys in order within a page); missing ones skipped. */
export async function* records<T>(state: StateStore, prefix: string, pageSize = 200): AsyncGenerator<{ key: string; record: T }> {
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

/** How many records an owner has under a prefix (for per-wallet limits). */
export async function countRecords(state: StateStore, prefix: string): Promise<number> {
  let count = 0
  let cursor: string | null | undefined
  do {
    const page = await state.scan(prefix, { ...(cursor ? { cursor } : {}), limit: 500 })
    count += page.keys.length
    cursor = page.cursor
  } while (cursor)
  return count
}
