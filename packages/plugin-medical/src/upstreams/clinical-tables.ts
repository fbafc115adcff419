import { defineUpstream } from '@svc/core'

/** NLM Clinical Table Search Service; no key. */
export const clinicalTables = defineUpstream({
  id: 'nlm-clinical-tables',
  name: 'NLM Clinical Table Search Service',
  baseUrl: 'https://clinicaltables.nlm.nih.gov',
  docsUrl: 'https://clinicaltables.nlm.nih.gov/apidoc/icd10cm/v3/doc.html',
  terms: { url: 'https://clinicaltables.nlm.nih.gov/faq.html', commercial: { use: 'unknown', note: 'the service is free of charge and "as is" (API page); the FAQ\'s terms were not read in the 2026-11 audit' } },
  license: 'ICD-10-CM (CDC/CMS), public domain; NLM service provided as is (https://clinicaltables.nlm.nih.gov/faq.html)',
})
