import { defineUpstream } from '@svc/core'

/** MedlinePlus Genetics data files (NLM); no key. */
export const medlinePlus = defineUpstream({
  id: 'medlineplus-genetics',
  name: 'MedlinePlus Genetics (NLM)',
  baseUrl: 'https://medlineplus.gov',
  docsUrl: 'https://medlineplus.gov/about/developers/geneticsdatafilesapi/',
  terms: { url: 'https://medlineplus.gov/about/developers/geneticsdatafilesapi/', commercial: { use: 'unknown', note: 'no terms for the Genetics API were found (2026-11 audit); its text is described as public domain, credit MedlinePlus Genetics' } },
  license: 'U.S. National Library of Medicine; MedlinePlus Genetics text is public domain, credit MedlinePlus Genetics',
})
