import { defineUpstream } from '@svc/core'

/** FIRST's Exploit Prediction Scoring System API, no key. */
export const firstEpss = defineUpstream({
  id: 'first-epss',
  name: 'FIRST EPSS',
  baseUrl: 'https://api.first.org',
  docsUrl: 'https://www.first.org/epss/api',
  terms: {
    url: 'https://www.first.org/epss/#Usage-Agreement',
    commercial: { use: 'allowed', note: 'its Usage Agreement (as two projects quote it, 2022 and 2023: the page itself was not readable here) grants the use of EPSS scores freely to the public and asks for attribution where possible; FIRST\'s own list of products using EPSS (FIRSTdotorg/epss-vendors) is of commercial vendors\' products' },
    attribution: { text: 'See EPSS at https://www.first.org/epss', note: 'the citation the Usage Agreement gives as an example; it asks for attribution "where possible"' },
  },
  license: 'EPSS Usage Agreement: free use, attribution asked (https://www.first.org/epss/#Usage-Agreement)',
  maxStaleSeconds: 3 * 86_400,
})
