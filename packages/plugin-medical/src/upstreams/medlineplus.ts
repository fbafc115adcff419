import { defineUpstream, usGovernmentWork } from '@svc/core'

/**
 * MedlinePlus Genetics data files (NLM); no key. Its own page (geneticsdatafilesapi) was not in the stored sources: the
 * quota is NLM's stricter published MedlinePlus limit, the Web service's 85 a minute per IP (the service that also
 * searches Genetics, `db=ghr`), applied as a precaution; the Genetics summaries are public domain, credited as
 * "Linking to and Using Content from MedlinePlus" asks (fixtures/medlineplus-genetics/README.md).
 */
export const medlinePlus = defineUpstream({
  id: 'medlineplus-genetics',
  name: 'MedlinePlus Genetics (NLM)',
  baseUrl: 'https://medlineplus.gov',
  docsUrl: 'https://medlineplus.gov/about/developers/geneticsdatafilesapi/',
  quota: { withoutKey: { requests: 85, perSeconds: 60 }, url: 'https://medlineplus.gov/about/developers/webservices/' },
  ...usGovernmentWork({
    data: 'MedlinePlus Genetics summaries (condition, gene and chromosome pages)',
    agency: 'National Library of Medicine',
    url: 'https://medlineplus.gov/about/using/usingcontent/',
    attribution: 'Courtesy of MedlinePlus from the National Library of Medicine',
  }),
})
