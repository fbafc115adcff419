import type { StateStore } from '../state/types.ts'
import type { AnswerCache, CachedAnswer } from './answer-cache.ts'

/** Identical requests in flight in this process share one promise: the first caller's request. */
export class Coalescer {
  readonly #inFlight = new Map<string, Promise<unknown>>()

  /** Runs `task` unless the same `key` is running, whose result is shared instead (`onJoin` counts it). */
  run<T>(key: string, task: () => Promise<T>, onJoin: () => void): Promise<T> {
    const running = this.#inFlight.get(key)
    if (running) {
      onJoin()
      return running as Promise<T>
    }
    const started = task().finally(() => this.#inFlight.delete(key))
    this.#inFlight.set(key, started)
    return started
  }

  get size(): number {
    return this.#inFlight.size
  }
}

/** Waits for `promise` but lets this caller leave when its own signal aborts (the shared request goes on). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined, aborted: () => Error): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(aborted())
  return new Promise<T>((resolve, reject) => {
    const leave = () => reject(aborted())
    signal.addEventListener('abort', leave, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave))
  })
}

const PEER_POLL_MS = 20

/**
 * Across hosts sharing one store (Redis), one host fetches a cacheable answer while the others wait for it in the
 * shared cache: the first to take the flight key fetches; the others poll the cache until the
 * answer lands, the key goes (the fetch failed: they fetch themselves) or `waitMs` runs out.
 */
export async function sharedFlight(state: StateStore, cache: AnswerCache, flightKey: string, waitMs: number, now: () => number, fetchHere: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
  if (!state.capabilities.sharedAcrossHosts) return fetchHere()
  if (!(await state.setIfAbsent(flightKey, true, { ttlMs: waitMs }))) {
    const landed = await waitForPeer(state, cache, flightKey, waitMs, now)
    if (landed) return landed
  }
  try {
    return await fetchHere()
  } finally {
    await state.delete(flightKey).catch(() => false)
  }
}

async function waitForPeer(state: StateStore, cache: AnswerCache, flightKey: string, waitMs: number, now: () => number): Promise<CachedAnswer | undefined> {
  const identity = flightKey.slice(flightKey.lastIndexOf(':') + 1)
  const deadline = performance.now() + waitMs
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, PEER_POLL_MS))
    // The key first: a peer writes the cache before it lets the key go, so a gone key means the cache is final.
    const gone = (await state.get(flightKey)) === undefined
    const cached = await cache.get(identity)
    if (cached && cached.freshUntil > now()) return cached
    if (gone) return undefined
  }
  return undefined
}
