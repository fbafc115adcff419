import { testPlugin } from '@svc/core/testing'
import { clinicalPlugin } from '../src/index.ts'

// The examples reach ClinicalTrials.gov on the fixture server, answered with the files of clinical.test.ts.
testPlugin(clinicalPlugin, {
  routes: {
    'GET /api/v2/studies': { file: 'clinicaltrials/search-covid.json' },
    'GET /api/v2/studies/NCT04280705': { file: 'clinicaltrials/study-NCT04280705.json' },
  },
})
