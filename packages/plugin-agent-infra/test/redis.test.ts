import { createRedisState } from '@svc/core'
import { describeWith, testRedisUrl } from '@svc/core/testing'
import { pubsubSuite } from './_pubsub-suite.ts'
import { scheduleSuite } from './_schedule-suite.ts'
import { watcherSuite } from './_watcher-suite.ts'
import { quotaSuite } from './_quota-suite.ts'
import { infraSuite } from './_suite.ts'

const open = (name: string) => () => createRedisState({ url: testRedisUrl(), prefix: `svc-infra-test-${name}-${process.pid}:` })

const describeWithRedis = await describeWith('redis')
describeWithRedis('plugin-agent-infra on Redis', () => {
  infraSuite('Redis', open('store'))
  scheduleSuite('Redis', open('schedule'))
  pubsubSuite('Redis', open('pubsub'))
  watcherSuite('Redis', open('watchers'))
  quotaSuite('Redis', open('quota'))
})
