import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { clinicalPlugin } from '../src/index.ts'

// No examples: every call reaches ClinicalTrials.gov (tested on fixtures in clinical.test.ts).
testPlugin(clinicalPlugin, { catalog: serviceCatalog })
