import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import collegeScorecard from './operations/college-scorecard.ts'
import schoolLookup from './operations/school-lookup.ts'
import { vocabulary } from './vocabulary.ts'

/** The edu group: colleges (College Scorecard, api.data.gov key) and public K-12 schools (NCES CCD via the Urban Institute). */
export const eduPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'edu',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    collegeScorecard, // GET /api/edu/college-scorecard  0.003   College Scorecard /ed/collegescorecard/v1/schools
    schoolLookup, //     GET /api/edu/school-lookup      0.0036  Education Data API /api/v1/schools/ccd/directory/{year}/
  ],
})
