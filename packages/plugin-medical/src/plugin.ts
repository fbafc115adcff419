import { definePlugin } from '@svc/core'
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
  examples,
  group: 'medical',
  search: { vocabulary },
  operations: [
    device510k,
    deviceClassification,
    deviceRecall,
    deviceUdi,
    drugApproval,
    drugLabel,
    drugStatus,
    npi,
    rxnorm,
    icd10,
    drugPrice,
    genetics,
    taxonomySpecialty,
    providerIdResolve,
  ],
})
