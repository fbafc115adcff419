import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { laborPlugin } from '../src/index.ts'
import { laborHarness } from './_harness.ts'

// The examples reach BLS on the fixture server.
const h = laborHarness()
testPlugin(laborPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })
