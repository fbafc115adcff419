import { join } from 'node:path'
import { testPlugin, testHost } from '@svc/core/testing'
import { nonprofitPlugin } from '../src/index.ts'

// The examples reach ProPublica and the Consolidated Screening List on the fixture server, with the IRS lists
// of the fixtures folder, answered with the files of search.test.ts and screen.test.ts.
const fixtures = join(import.meta.dirname, 'fixtures')
const file = (path: string) => ({ file: path })
const settings = { nonprofit: { irsListsDir: join(fixtures, 'irs') } }
const h = testHost({
  plugins: [nonprofitPlugin],
  upstreams: ['propublica-nonprofits', 'trade-gov-csl'],
  keys: { 'trade-gov-csl': 'csl-key' },
  config: { settings },
  routes: {
    'GET /nonprofits/api/v2/search.json': file('propublica/search.json'),
    'GET /nonprofits/api/v2/organizations/530196605.json': file('propublica/organization.json'),
    'GET /consolidated_screening_list/v1/search': file('trade-gov-csl/search-none.json'),
  },
})
testPlugin(nonprofitPlugin, { upstreams: h.upstreams, config: { settings } })
