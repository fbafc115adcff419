import { join } from 'node:path'
import { serviceCatalog } from '@svc/catalog'
import { testPlugin, upstreamHarness } from '@svc/core/testing'
import { travelPlugin } from '../src/index.ts'

// The examples reach the State Department and the Passport Index data set on the fixture server, answered with the files of advisory.test.ts and visa.test.ts.
const h = upstreamHarness({
  plugins: [travelPlugin],
  upstreams: ['state-dept-advisories', 'passport-index'],
  routes: {
    'GET /api/TravelAdvisories': { file: join(import.meta.dirname, 'fixtures/state-dept/advisories.json') },
    'GET /passport-index-tidy-iso2.csv': { file: join(import.meta.dirname, 'fixtures/passport-index/passport-index-tidy-iso2.csv'), headers: { 'content-type': 'text/plain; charset=utf-8' } },
  },
})
testPlugin(travelPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })
