import { serviceCatalog } from '@svc/catalog'
import { testPlugin, testHost } from '@svc/core/testing'
import { jobPlugin } from '../src/index.ts'
import { jobFixtures } from './_harness.ts'

// The examples reach USAJOBS on the fixture server.
const h = testHost(jobFixtures)
testPlugin(jobPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, config: { settings: { gov: { usajobsUserAgent: 'ops@example.org' } } }, examplesFile: new URL('../src/examples.json', import.meta.url) })
