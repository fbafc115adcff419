import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import device510k from './operations/device-510k.ts'
import deviceClassification from './operations/device-classification.ts'
import deviceRecall from './operations/device-recall.ts'
import deviceUdi from './operations/device-udi.ts'
import drugApproval from './operations/drug-approval.ts'
import drugPrice from './operations/drug-price.ts'
import drugLabel from './operations/drug-label.ts'
import drugStatus from './operations/drug-status.ts'
import genetics from './operations/genetics.ts'
import icd10 from './operations/icd10.ts'
import npi from './operations/npi.ts'
import providerIdResolve from './operations/provider-id-resolve.ts'
import rxnorm from './operations/rxnorm.ts'
import taxonomySpecialty from './operations/taxonomy-specialty.ts'
import { vocabulary } from './vocabulary.ts'

/** The medical group: drugs, devices, codes and providers, one line per operation. */
export const medicalPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'medical',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    device510k, // GET /api/medical/device-510k            0.0045 openFDA device/510k (@svc/providers/openfda)
    deviceClassification, // GET /api/medical/device-classification 0.0045 openFDA device/classification
    deviceRecall, // GET /api/medical/device-recall          0.0045 openFDA device/recall
    deviceUdi, // GET /api/medical/device-udi             0.0045 openFDA device/udi (GUDID)
    drugApproval, // GET /api/medical/drug-approval          0.0045 openFDA drug/drugsfda (Drugs@FDA)
    drugLabel, // GET /api/medical/drug-label             0.0045 openFDA drug/label (SPL)
    drugStatus, // GET /api/medical/drug-status            0.015  composite: drug-approval, drug-label, openFDA drug/enforcement + drug/shortages
    npi, // GET /api/medical/npi                    0.0027 NPPES NPI Registry API 2.1
    rxnorm, // GET /api/medical/rxnorm                 0.003  NLM RxNav REST (drugs, approximateTerm, properties, related, ndcs)
    icd10, // GET /api/medical/icd10                  0.0025 NLM Clinical Tables ICD-10-CM v3
    drugPrice, // GET /api/medical/drug-price             0.0036 data.medicaid.gov NADAC (DKAN datastore query; data set from settings)
    genetics, // GET /api/medical/genetics               0.0027 MedlinePlus Genetics data files (condition / gene JSON)
    taxonomySpecialty, // GET /api/medical/taxonomy-specialty  0.009 NUCC taxonomy code set CSV (version from settings; read once a week, indexed in memory)
    providerIdResolve, // GET /api/medical/provider-id-resolve 0.009 composite: medical.npi, NUCC taxonomy CSV, data.cms.gov FFS Public Provider Enrollment
  ],
})
