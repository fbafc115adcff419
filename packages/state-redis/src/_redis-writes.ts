import type { DirectoryKeys } from './_redis-directory.ts'
import { type ScriptedRedis, WRITE_FIELDS } from './_redis-scripts.ts'

/** A write's letter in the batch script: set, set if absent, increment, delete, delete if equal, compare and set; metered set, delete, adopt. */
export type WriteOp = 's' | 'n' | 'i' | 'd' | 'e' | 'c' | 'm' | 'x' | 'a'

interface Pending {
  op: WriteOp
  key: string
  args: Array<string | number>
  resolve: (result: number | number[]) => void
  reject: (error: Error) => void
}

// Writes per script call at most: a long batch would hold the server up for the other clients.
const MOST_PER_CALL = 256

/**
 * Gathers the writes issued in one tick and sends them as one script call (see `_redis-scripts.ts`).
 * Reads call `flush` before they are sent, so every command still reaches Redis in the order issued:
 * a read issued after a write sees it, as with one command per write.
 */
export function writeBatches(keys: DirectoryKeys) {
  const namespaceLength = Buffer.byteLength(keys.namespace)
  let pending: Pending[] = []
  let target: ScriptedRedis | undefined

  function send(redis: ScriptedRedis, batch: Pending[]): void {
    const argv: Array<string | number> = [namespaceLength, Date.now()]
    for (const write of batch) argv.push(write.op, ...write.args, ...Array<string>(WRITE_FIELDS - 1 - write.args.length).fill(''))
    redis.svcWrites(2 + batch.length, keys.directory, keys.expiries, ...batch.map((write) => write.key), ...argv).then(
      (results) => batch.forEach((write, i) => {
        const result = results[i]
        if (result instanceof Error) write.reject(result)
        // A metered set answers a list (stored, replaced, items, bytes).
        else write.resolve(Array.isArray(result) ? result.map(Number) : Number(result))
      }),
      (error: Error) => batch.forEach((write) => write.reject(error)),
    )
  }

  /** Sends what is waiting, in order. */
  function flush(): void {
    if (pending.length === 0 || !target) return
    const batch = pending
    pending = []
    for (let at = 0; at < batch.length; at += MOST_PER_CALL) send(target, batch.slice(at, at + MOST_PER_CALL))
  }

  return {
    flush,
    /** Queues a write of `key` (the full key) for the end of the tick; resolves with its result. */
    write<R extends number | number[] = number>(redis: ScriptedRedis, op: WriteOp, key: string, ...args: Array<string | number>): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        target = redis
        pending.push({ op, key, args, resolve: resolve as (result: number | number[]) => void, reject })
        if (pending.length === 1) process.nextTick(flush)
      })
    },
  }
}
