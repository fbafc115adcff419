import type { Redis } from 'ioredis'
import { defineScripts, type ScriptedRedis } from './_redis-scripts.ts'

/** Where a Redis URL points, without its password: `127.0.0.1:6379/15`. */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname || '127.0.0.1'}:${parsed.port || 6379}${parsed.pathname.length > 1 ? parsed.pathname : ''}`
  } catch {
    return 'an unreadable redisUrl'
  }
}

const reasonOf = (error: Error & { code?: string }) => error.code ?? error.message

/**
 * Connects, resolving once Redis answers or rejecting with one sentence naming the setting and the
 * address (no retry storm behind it). After that, an outage is said once when it starts and once when
 * it ends, while ioredis reconnects: never an `[ioredis] Unhandled error event` stack per retry.
 */
export async function connectRedis(url: string, log: (message: string) => void): Promise<ScriptedRedis> {
  const { Redis } = await import('ioredis')
  const where = redisAddress(url)
  const redis: Redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, enableAutoPipelining: true })
  let connected = false
  let firstFailure: string | undefined
  let outage: string | undefined
  redis.on('error', (error: Error) => {
    // Before the first connection, the failure is what connect() rejects with below.
    if (!connected) firstFailure ??= reasonOf(error)
    if (!connected || outage !== undefined) return
    outage = reasonOf(error)
    log(`state: lost Redis at ${where} (redisUrl / SVC_REDIS_URL): ${outage}; reconnecting`)
  })
  redis.on('ready', () => {
    if (outage === undefined) return
    outage = undefined
    log(`state: Redis at ${where} is back`)
  })
  try {
    await redis.connect()
  } catch (error) {
    redis.disconnect()
    throw new Error(`Cannot reach Redis at ${where} (redisUrl / SVC_REDIS_URL): ${firstFailure ?? reasonOf(error as Error)}`)
  }
  connected = true
  return defineScripts(redis)
}
