import type { SvcConfigInput } from '@svc/core'
import { join } from 'node:path'
import { testPlugin, testHost } from '@svc/core/testing'
import { nonprofitPlugin } from '../src/index.ts'

// The examples reach ProPublica and the Consolidated Screening List on the fixture server, with the IRS lists
// of the fixtures folder, answered with the files of search.test.ts and screen.test.ts.
const h = testHost({
  plugins: [nonprofitPlugin],
  upstreams: ['propublica-nonprofits', 'trade-gov-csl'],
  keys: { 'trade-gov-csl': 'csl-key' },
  config: (): SvcConfigInput => ({ settings: irsLists() }),
  routes: {
    'GET /nonprofits/api/v2/search.json': 'propublica/search.json',
    'GET /nonprofits/api/v2/organizations/530196605.json': 'propublica/organization.json',
    'GET /consolidated_screening_list/v1/search': 'trade-gov-csl/search-none.json',
  },
})
/** The IRS lists of the fixture folder. */
const irsLists = (): { nonprofit: { irsListsDir: string } } => ({ nonprofit: { irsListsDir: join(h.folder, 'irs') } })
testPlugin(nonprofitPlugin, { upstreams: h.upstreams, config: { settings: irsLists() } })
