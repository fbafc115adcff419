import { ConfigError } from '../config.ts'
import { createEmbeddedState } from './embedded.ts'
import type { StateStore } from './types.ts'

export type { BatchGuard, BatchWrite, IndexRangeOptions, MeterEntry, MeteredSetOptions, MeteredSetResult, MeterReading, MeterUsage, ScanOptions, ScanPage, ScoredMember, SetOptions, StateCapabilities, StateStore } from './types.ts'
export { createEmbeddedState, type EmbeddedStateOptions } from './embedded.ts'

/**
 * The state a host opens when it is given none: the embedded disk store in `dataDir`. A configured
 * Redis URL is opened by the host (`@svc/state-redis`, which core does not depend on): here it is a
 * configuration error rather than a silent fall back to one host's disk.
 */
export function defaultState(options: { redisUrl?: string | undefined; dataDir: string }): StateStore {
  if (options.redisUrl) throw new ConfigError('redisUrl is set but no state store was given: @svc/host opens Redis (@svc/state-redis); with createApp, pass state: createRedisState({ url }) from @svc/state-redis')
  return createEmbeddedState({ dir: options.dataDir })
}
