import { createEmbeddedState, type StateStore, type SvcConfig } from '@svc/core'

/**
 * The state the configuration names: Redis when `redisUrl` is set (`@svc/state-redis`, imported only
 * then, so a host on its data folder never loads a Redis client), the embedded disk store otherwise
 * (`dataDir`, or memory where `dataDir` is not given).
 */
export async function openConfiguredState(config: Pick<SvcConfig, 'redisUrl'> & { dataDir?: string | undefined }, log?: (message: string) => void): Promise<StateStore> {
  if (config.redisUrl) {
    const { createRedisState } = await import('@svc/state-redis')
    return createRedisState({ url: config.redisUrl, ...(log ? { log } : {}) })
  }
  return createEmbeddedState(config.dataDir ? { dir: config.dataDir } : {})
}
