import { defineUpstream } from '@svc/core'

/** NLM Clinical Table Search Service; no key. */
export const clinicalTables = defineUpstream({
  id: 'nlm-clinical-tables',
  name: 'NLM Clinical Table Search Service',
  baseUrl: 'https://clinicaltables.nlm.nih.gov',
  docsUrl: 'https://clinicaltables.nlm.nih.gov/apidoc/icd10cm/v3/doc.html',
  terms: {
    url: 'https://clinicaltables.nlm.nih.gov/faq.html',
    commercial: {
      use: 'allowed',
      note: 'the one dataset read, ICD-10-CM, is CDC public-domain content (its copyright notice, as HL7\'s CARIN Blue Button guide records it, points to CDC\'s Use of Agency Materials): it may be used on condition of crediting CDC, a disclaimer that no endorsement by CDC, HHS or the U.S. Government is implied, no change of its substance, and saying it is available from CDC at no charge; NLM\'s service is free and its names may not endorse products',
      url: 'https://www.cdc.gov/other/agencymaterials.html',
    },
    attribution: {
      text: 'ICD-10-CM, source: CDC (National Center for Health Statistics), also available at no charge at https://www.cdc.gov/nchs/icd/icd10cm.htm; its use does not imply endorsement by CDC, HHS or the U.S. Government',
      url: 'https://www.cdc.gov/nchs/icd/icd10cm.htm',
    },
  },
  license: 'ICD-10-CM (CDC/CMS), public domain; NLM service provided as is (https://clinicaltables.nlm.nih.gov/faq.html)',
})
