import { defineUpstream } from '@svc/core'

/** NLM Clinical Table Search Service; no key. */
export const clinicalTables = defineUpstream({
  id: 'nlm-clinical-tables',
  name: 'NLM Clinical Table Search Service',
  baseUrl: 'https://clinicaltables.nlm.nih.gov',
  docsUrl: 'https://clinicaltables.nlm.nih.gov/apidoc/icd10cm/v3/doc.html',
  terms: { url: 'https://clinicaltables.nlm.nih.gov/faq.html', commercial: { use: 'unknown', note: 'the FAQ says the service "is open to the general public and free of charge", NLM\'s names may not endorse products, and "some datasets ... have their own terms of use" listed on the main page, which was not in the stored corpora; no statement on the terms of ICD-10-CM (read here) was found (searched again 2026-11-30: the FAQ, the About page and CDC\'s ICD pages, none stating ICD-10-CM\'s terms)' } },
  license: 'ICD-10-CM (CDC/CMS), public domain; NLM service provided as is (https://clinicaltables.nlm.nih.gov/faq.html)',
})
