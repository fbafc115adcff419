import { defineUpstream } from '@svc/core'

/**
 * PubChem's PUG REST service (NCBI); no key. Its programmatic-access policy allows a client at most 5 requests a second
 * and 400 a minute (and 300 s of running time a minute); a client past them is blocked, then its IP, for a while.
 */
export const pubchem = defineUpstream({
  id: 'pubchem',
  name: 'PubChem (NCBI)',
  baseUrl: 'https://pubchem.ncbi.nlm.nih.gov',
  docsUrl: 'https://pubchem.ncbi.nlm.nih.gov/docs/pug-rest',
  license: 'PubChem data: public domain US government work; cite PubChem (https://www.ncbi.nlm.nih.gov/home/about/policies/)',
  concurrency: 4,
  quota: {
    withoutKey: [{ requests: 5, perSeconds: 1 }, { requests: 400, perSeconds: 60 }],
    url: 'https://pubchem.ncbi.nlm.nih.gov/docs/programmatic-access',
  },
  terms: {
    url: 'https://www.ncbi.nlm.nih.gov/home/about/policies/',
    commercial: { use: 'allowed', note: 'NCBI places no restriction on the use of PubChem data; some depositors\' records carry their own terms' },
    attribution: { text: 'Data from PubChem, National Center for Biotechnology Information (NCBI), U.S. National Library of Medicine' },
  },
})
