import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { jobPlugin } from '../src/index.ts'
import { jobHarness } from './_harness.ts'

// The examples reach USAJOBS on the fixture server.
const h = jobHarness()
testPlugin(jobPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, config: { settings: { gov: { usajobsUserAgent: 'ops@example.org' } } }, examplesFile: new URL('../src/examples.json', import.meta.url) })
