import { join } from 'node:path'
import { serviceCatalog } from '@svc/catalog'
import { testPlugin, upstreamHarness } from '@svc/core/testing'
import { clinicalPlugin } from '../src/index.ts'

// The examples reach ClinicalTrials.gov on the fixture server, answered with the files of clinical.test.ts.
const h = upstreamHarness({
  plugins: [clinicalPlugin],
  upstreams: ['clinicaltrials'],
  routes: {
    'GET /api/v2/studies': { file: join(import.meta.dirname, 'fixtures/clinicaltrials/search-covid.json') },
    'GET /api/v2/studies/NCT04280705': { file: join(import.meta.dirname, 'fixtures/clinicaltrials/study-NCT04280705.json') },
  },
})
testPlugin(clinicalPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })
