import { testPlugin, testHost } from '@svc/core/testing'
import { jobPlugin } from '../src/index.ts'
import { jobFixtures } from './_harness.ts'

// The examples reach USAJOBS on the fixture server.
const h = testHost(jobFixtures)
testPlugin(jobPlugin, { upstreams: h.upstreams, config: { settings: { gov: { usajobsUserAgent: 'ops@example.org' } } } })
