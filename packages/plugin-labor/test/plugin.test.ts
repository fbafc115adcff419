import { testPlugin, testHost } from '@svc/core/testing'
import { laborPlugin } from '../src/index.ts'
import { laborFixtures } from './_harness.ts'

// The examples reach BLS on the fixture server.
const h = testHost(laborFixtures)
testPlugin(laborPlugin, { upstreams: h.upstreams })
