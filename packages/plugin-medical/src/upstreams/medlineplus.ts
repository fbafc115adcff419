import { defineUpstream } from '@svc/core'

/** MedlinePlus Genetics data files (NLM); no key. */
export const medlinePlus = defineUpstream({
  id: 'medlineplus-genetics',
  name: 'MedlinePlus Genetics (NLM)',
  baseUrl: 'https://medlineplus.gov',
  docsUrl: 'https://medlineplus.gov/about/developers/geneticsdatafilesapi/',
  license: 'U.S. National Library of Medicine; MedlinePlus Genetics text is public domain, credit MedlinePlus Genetics',
})
