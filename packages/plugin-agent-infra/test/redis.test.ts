import { randomUUID } from 'node:crypto'
import { createRedisState } from '@svc/state-redis'
import { describeWith, testRedisUrl } from '@svc/core/testing'
import type { Backend } from './_infra.ts'
import { pubsubSuite } from './_pubsub-suite.ts'
import { quotaSuite } from './_quota-suite.ts'
import { sandboxSuite } from './_sandbox-suite.ts'
import { scheduleSuite } from './_schedule-suite.ts'
import { signInSuite } from './_sign-in-suite.ts'
import { infraSuite } from './_suite.ts'
import { afterAll, expect } from 'vitest'
import { redisKeysOf } from '../../state-redis/test/_run-keys.ts'
import { watcherSuite } from './_watcher-suite.ts'

// Redis keeps time on its server: the host's clock is the test's, key expiry is Redis' own.
// Each run its own prefix, removed after the file (and checked gone), so runs leave nothing in the test Redis.
const run = `svc-infra-test-${process.pid}-${randomUUID().slice(0, 8)}`
const redis = (name: string): Backend => ({
  name: 'Redis',
  open: () => createRedisState({ url: testRedisUrl(), prefix: `${run}-${name}:` }),
  expiresByClock: false,
})

const describeWithRedis = await describeWith('redis')
describeWithRedis('plugin-agent-infra on Redis', () => {
  afterAll(async () => {
    await redisKeysOf(run, true)
    expect(await redisKeysOf(run, false)).toEqual([])
  })
  infraSuite(redis('store'))
  scheduleSuite(redis('schedule'))
  pubsubSuite(redis('pubsub'))
  watcherSuite(redis('watchers'))
  quotaSuite(redis('quota'))
  sandboxSuite(redis('sandbox'))
  signInSuite(redis('sign-in'))
})
