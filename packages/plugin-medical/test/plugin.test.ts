import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { medicalPlugin } from '../src/index.ts'
import { medicalUpstreams } from './_upstream.ts'

// The example calls go to the fixture server, never to the providers.
const h = medicalUpstreams()

testPlugin(medicalPlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  upstreams: { openfda: () => h.server.url, nppes: () => h.server.url, rxnav: () => h.server.url, 'nlm-clinical-tables': () => h.server.url, 'medlineplus-genetics': () => h.server.url, nucc: () => h.server.url },
  examples: {
    'medical.device-510k': { device: 'pulse oximeter' },
    'medical.device-classification': { productCode: 'DQA' },
    'medical.device-recall': { device: 'infusion pump' },
    'medical.device-udi': { brand: 'Example Sensor' },
    'medical.drug-approval': { name: 'lipitor' },
    'medical.drug-label': { name: 'ibuprofen' },
    'medical.npi': { number: '1234567893' },
    'medical.rxnorm': { name: 'lipitor' },
    'medical.icd10': { query: 'type 2 diabetes' },
    'medical.genetics': { condition: 'cystic fibrosis' },
    'medical.taxonomy-specialty': { query: 'cardiology' },
  },
})
