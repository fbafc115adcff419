import { testPlugin, testHost } from '@svc/core/testing'
import { propertyPlugin } from '../src/index.ts'
import { propertyFixtures } from './_harness.ts'

// The examples reach NYC Open Data on the fixture server, for the made-up lot and building its files describe.
const h = testHost(propertyFixtures)
testPlugin(propertyPlugin, { upstreams: h.upstreams })
