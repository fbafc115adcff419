import { createRedisState } from '@svc/core'
import { infraSuite } from './_suite.ts'

infraSuite('Redis', () => createRedisState({ url: 'redis://127.0.0.1:6379', prefix: `svc-infra-test-${process.pid}:` }))
