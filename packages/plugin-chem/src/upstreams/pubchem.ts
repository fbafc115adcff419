import { defineUpstream } from '@svc/core'

/** PubChem's PUG REST service (NCBI); no key, at most 5 requests per second per client. */
export const pubchem = defineUpstream({
  id: 'pubchem',
  name: 'PubChem (NCBI)',
  baseUrl: 'https://pubchem.ncbi.nlm.nih.gov',
  docsUrl: 'https://pubchem.ncbi.nlm.nih.gov/docs/pug-rest',
  license: 'PubChem data: public domain US government work; cite PubChem (https://www.ncbi.nlm.nih.gov/home/about/policies/)',
  timeoutMs: 15_000,
  concurrency: 4,
})
