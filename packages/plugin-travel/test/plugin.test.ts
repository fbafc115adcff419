import { testPlugin, testHost } from '@svc/core/testing'
import { travelPlugin } from '../src/index.ts'

// The examples reach the State Department and the Passport Index data set on the fixture server, answered with the files of advisory.test.ts and visa.test.ts.
const h = testHost({
  plugins: [travelPlugin],
  upstreams: ['state-dept-advisories', 'passport-index'],
  routes: {
    'GET /api/TravelAdvisories': { file: 'state-dept/advisories.json' },
    'GET /passport-index-tidy-iso2.csv': { file: 'passport-index/passport-index-tidy-iso2.csv', headers: { 'content-type': 'text/plain; charset=utf-8' } },
  },
})
testPlugin(travelPlugin, { upstreams: h.upstreams })
