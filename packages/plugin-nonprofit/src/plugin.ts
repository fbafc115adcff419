import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import screen from './operations/screen.ts'
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** The nonprofit group: U.S. tax-exempt organizations (ProPublica Nonprofit Explorer, IRS lists) and their screening. */
export const nonprofitPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'nonprofit',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    search, // GET /api/nonprofit/search  0.003   ProPublica Nonprofit Explorer /nonprofits/api/v2/search.json, /organizations/{ein}.json
    screen, // GET /api/nonprofit/screen  0.0126  Nonprofit Explorer + IRS Pub 78 and revocation lists (files) + Consolidated Screening List
  ],
})
