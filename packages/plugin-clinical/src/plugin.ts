import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import studyDetail from './operations/study-detail.ts'
import trialSearch from './operations/trial-search.ts'
import { vocabulary } from './vocabulary.ts'

/** The clinical operations, answered from ClinicalTrials.gov's API v2. */
export const clinicalPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'clinical',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    studyDetail, // GET /api/clinical/study-detail  0.0036  ClinicalTrials.gov /studies/{nctId}
    trialSearch, // GET /api/clinical/trial-search  0.003   ClinicalTrials.gov /studies
  ],
})
