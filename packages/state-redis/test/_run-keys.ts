import { testRedisUrl } from '@svc/core/testing'
import { Redis } from 'ioredis'

/**
 * The keys of the test Redis (`testRedisUrl()`) that contain `run`, a test run's prefix, removed first when `remove`
 * says so. A state's keys and the directory, index and meter keys kept beside them (`dir:<prefix>`, `idx:<prefix>...`)
 * all name its prefix, so one pattern finds them. For the tests of packages whose hosts run on Redis (x402, mpp, client,
 * agent-infra), which remove what their run wrote in `afterAll` and check that nothing is left.
 */
export async function redisKeysOf(run: string, remove: boolean): Promise<string[]> {
  const redis = new Redis(testRedisUrl(), { lazyConnect: true, maxRetriesPerRequest: 1 })
  const found: string[] = []
  try {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `*${run}*`, 'COUNT', 1000)
      if (remove && keys.length > 0) await redis.del(...keys)
      found.push(...keys)
      cursor = next
    } while (cursor !== '0')
  } finally {
    redis.disconnect()
  }
  return found
}
