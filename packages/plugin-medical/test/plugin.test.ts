import { testPlugin, testHost } from '@svc/core/testing'
import { medicalPlugin } from '../src/index.ts'
import { ENROLLMENT_DATASET, medicalFixtures, NADAC_DATASET } from './_upstream.ts'

// The example calls go to the fixture server, never to the providers.
const h = testHost(medicalFixtures)

testPlugin(medicalPlugin, {
  upstreams: h.upstreams,
  // The data sets are the operator's settings.
  config: { settings: { medical: { nadacDataset: NADAC_DATASET, enrollmentDataset: ENROLLMENT_DATASET } } },
  examples: {
    'medical.device-510k': { device: 'pulse oximeter' },
    'medical.device-classification': { productCode: 'DQA' },
    'medical.device-recall': { device: 'infusion pump' },
    'medical.device-udi': { di: '00887517567062' },
    'medical.drug-approval': { name: 'lipitor' },
    'medical.drug-label': { name: 'ibuprofen' },
    'medical.npi': { number: '1234567893' },
    'medical.rxnorm': { name: 'lipitor' },
    'medical.icd10': { query: 'type 2 diabetes' },
    'medical.genetics': { condition: 'cystic fibrosis' },
    'medical.taxonomy-specialty': { query: 'cardiology' },
  },
})
