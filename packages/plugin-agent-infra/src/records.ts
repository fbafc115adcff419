import type { StateStore } from '@svc/core'

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
