import { createRedisState } from '@svc/core'
import { pubsubSuite } from './_pubsub-suite.ts'
import { scheduleSuite } from './_schedule-suite.ts'
import { watcherSuite } from './_watcher-suite.ts'
import { quotaSuite } from './_quota-suite.ts'
import { infraSuite } from './_suite.ts'

const open = (name: string) => () => createRedisState({ url: 'redis://127.0.0.1:6379', prefix: `svc-infra-test-${name}-${process.pid}:` })
infraSuite('Redis', open('store'))
scheduleSuite('Redis', open('schedule'))
pubsubSuite('Redis', open('pubsub'))
watcherSuite('Redis', open('watchers'))
quotaSuite('Redis', open('quota'))
