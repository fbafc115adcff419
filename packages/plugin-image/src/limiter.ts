import { createError } from '@svc/core'

/**
 * Runs at most `limit` tasks at once; up to `maxWaiting` more wait their turn, and callers past
 * that get 503 with Retry-After. libvips works off the event loop, but each image holds its
 * pixels in memory while it is processed: this bounds that memory.
 */
export function createLimiter(limit: number, maxWaiting: number, name: string) {
  let active = 0
  const waiting: Array<() => void> = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < limit) active++
    else if (waiting.length >= maxWaiting) throw createError('UNAVAILABLE', `All ${name} slots are busy; retry shortly`, { headers: { 'retry-after': '2' } })
    else await new Promise<void>((resolve) => waiting.push(resolve)) // the finishing task hands its slot over
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else active--
    }
  }
}
