import { createEmbeddedState } from './embedded.ts'
import { createRedisState } from './redis.ts'
import type { StateStore } from './types.ts'

export type { BatchGuard, BatchWrite, MeterEntry, MeteredSetOptions, MeteredSetResult, MeterReading, MeterUsage, ScanOptions, ScanPage, ScoredMember, SetOptions, StateCapabilities, StateStore } from './types.ts'
export { createEmbeddedState, type EmbeddedStateOptions } from './embedded.ts'
export { createRedisState, type RedisStateOptions } from './redis.ts'

/** Redis when a URL is configured, the embedded disk store otherwise. */
export function createState(options: { redisUrl?: string | undefined; dataDir: string; redisPrefix?: string; log?: (message: string) => void }): StateStore {
  if (options.redisUrl) return createRedisState({ url: options.redisUrl, prefix: options.redisPrefix ?? 'svc:', ...(options.log ? { log: options.log } : {}) })
  return createEmbeddedState({ dir: options.dataDir })
}
