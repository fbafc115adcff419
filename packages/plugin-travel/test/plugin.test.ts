import { testPlugin } from '@svc/core/testing'
import { travelPlugin } from '../src/index.ts'

// The examples reach the State Department and the Passport Index data set on the fixture server, answered with the files of advisory.test.ts and visa.test.ts.
testPlugin(travelPlugin, {
  routes: {
    'GET /api/TravelAdvisories': { file: 'state-dept/advisories.json' },
    'GET /passport-index-tidy-iso2.csv': { file: 'passport-index/passport-index-tidy-iso2.csv', headers: { 'content-type': 'text/plain; charset=utf-8' } },
  },
})
