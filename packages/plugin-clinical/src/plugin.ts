import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import studyDetail from './operations/study-detail.ts'
import trialSearch from './operations/trial-search.ts'
import { vocabulary } from './vocabulary.ts'

/** The clinical operations, answered from ClinicalTrials.gov's API v2. */
export const clinicalPlugin = definePlugin({
  examples,
  group: 'clinical',
  search: { vocabulary },
  operations: [
    studyDetail,
    trialSearch,
  ],
})
