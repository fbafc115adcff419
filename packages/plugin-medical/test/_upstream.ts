import type { FixtureAnswer, TestHostOptions } from '@svc/core/testing'
import { medicalPlugin } from '../src/index.ts'

export const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: name })

export const FDA = {
  k510: 'GET /device/510k.json',
  classification: 'GET /device/classification.json',
  recall: 'GET /device/recall.json',
  udi: 'GET /device/udi.json',
  label: 'GET /drug/label.json',
  drugsfda: 'GET /drug/drugsfda.json',
  shortages: 'GET /drug/shortages.json',
  enforcement: 'GET /drug/enforcement.json',
}

export const NPPES = 'GET /api/'

export const RXNAV = {
  drugs: 'GET /REST/drugs.json',
  approximate: 'GET /REST/approximateTerm.json',
  properties: 'GET /REST/rxcui/617314/properties.json',
  related: 'GET /REST/rxcui/617314/related.json',
  ndcs: 'GET /REST/rxcui/617314/ndcs.json',
  byId: 'GET /REST/rxcui.json',
}

export const ICD10 = 'GET /api/icd10cm/v3/search'

export const NADAC_DATASET = '00000000-0000-4000-8000-0000000000aa'
export const NADAC = `GET /api/1/datastore/query/${NADAC_DATASET}/0`

export const GENETICS = {
  condition: 'GET /download/genetics/condition/cystic-fibrosis.json',
  gene: 'GET /download/genetics/gene/cftr.json',
  missing: 'GET /download/genetics/condition/not-a-condition.json',
}

/** NUCC's CSV of the default version (26.1), and an older version's file name (25.1, the same fixture) for the version setting. */
export const NUCC = 'GET /images/stories/CSV/nucc_taxonomy_261.csv'
export const NUCC_251 = 'GET /images/stories/CSV/nucc_taxonomy_251.csv'

export const ENROLLMENT_DATASET = '00000000-0000-4000-8000-0000000000bb'
export const ENROLLMENT = `GET /data-api/v1/dataset/${ENROLLMENT_DATASET}/data`

/** Every upstream of the medical group on one fixture server. */
export const medicalFixtures = {
  plugins: [medicalPlugin],
  upstreams: ['openfda', 'nppes', 'rxnav', 'nlm-clinical-tables', 'data-medicaid', 'medlineplus-genetics', 'data-cms', 'nucc'],
  config: { settings: { medical: { nadacDataset: NADAC_DATASET, enrollmentDataset: ENROLLMENT_DATASET } } },
  routes: {
    [FDA.k510]: fixture('openfda/device-510k.json'),
    [FDA.classification]: fixture('openfda/device-classification.json'),
    [FDA.recall]: fixture('openfda/device-recall.json'),
    // The example's DI answers openFDA's documented record of it; any other UDI search answers the made-up records.
    [FDA.udi]: (request) => fixture(request.query.get('search')?.includes('00887517567062') ? 'openfda/device-udi-00887517567062.json' : 'openfda/device-udi.json'),
    [FDA.label]: fixture('openfda/drug-label.json'),
    [FDA.drugsfda]: fixture('openfda/drugsfda.json'),
    [FDA.shortages]: fixture('openfda/shortages.json'),
    [FDA.enforcement]: fixture('openfda/drug-enforcement.json'),
    [NPPES]: fixture('nppes/number-1234567893.json'),
    [RXNAV.drugs]: fixture('rxnav/drugs-lipitor.json'),
    [RXNAV.approximate]: fixture('rxnav/approximate-liptor.json'),
    [RXNAV.properties]: fixture('rxnav/properties-617314.json'),
    [RXNAV.related]: fixture('rxnav/related-617314.json'),
    [RXNAV.ndcs]: fixture('rxnav/ndcs-617314.json'),
    [RXNAV.byId]: fixture('rxnav/rxcui-ndc.json'),
    [ICD10]: fixture('nlm-clinical-tables/search-diabetes.json'),
    [NADAC]: fixture('data-medicaid/nadac-atorvastatin.json'),
    [ENROLLMENT]: fixture('data-cms/enrollment-1234567893.json'),
    [NUCC]: fixture('nucc/nucc_taxonomy_261.csv'),
    [NUCC_251]: fixture('nucc/nucc_taxonomy_261.csv'),
    [GENETICS.condition]: fixture('medlineplus-genetics/condition-cystic-fibrosis.json'),
    [GENETICS.gene]: fixture('medlineplus-genetics/gene-cftr.json'),
    [GENETICS.missing]: { status: 404, body: '<html><body>Page not found</body></html>' },
  },
} satisfies TestHostOptions

