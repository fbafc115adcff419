import type { StateStore } from './types.ts'

/** A queued piece of work; `reject` is called with the error when its batch's turn throws. */
export interface Batched {
  reject(error: unknown): void
}

/**
 * Work on one state key from many concurrent callers of this process, done in turns: what is
 * queued while a turn is under way waits, then goes in the next turn together (one compare-and-set
 * for a whole burst instead of a retry storm). `run` settles each item of its batch; when it
 * throws, every item of that batch is rejected with the error.
 */
export function batchedPerKey<Item extends Batched>(run: (state: StateStore, key: string, batch: Item[]) => Promise<void>) {
  const queues = new WeakMap<StateStore, Map<string, Item[]>>()

  async function drain(state: StateStore, key: string, perState: Map<string, Item[]>): Promise<void> {
    for (;;) {
      const batch = perState.get(key)!
      if (batch.length === 0) {
        perState.delete(key)
        return
      }
      perState.set(key, [])
      try {
        await run(state, key, batch)
      } catch (error) {
        for (const item of batch) item.reject(error)
      }
    }
  }

  /** Queues `item` for `key`'s next turn (starting one when none is under way). */
  return (state: StateStore, key: string, item: Item): void => {
    let perState = queues.get(state)
    if (!perState) queues.set(state, (perState = new Map()))
    const queue = perState.get(key)
    if (queue) return void queue.push(item)
    perState.set(key, [item])
    void drain(state, key, perState)
  }
}
