import { defineUpstream } from '@svc/core'

/** FIRST's Exploit Prediction Scoring System API, no key. */
export const firstEpss = defineUpstream({
  id: 'first-epss',
  name: 'FIRST EPSS',
  baseUrl: 'https://api.first.org',
  docsUrl: 'https://www.first.org/epss/api',
  terms: { url: 'https://www.first.org/epss/', commercial: { use: 'unknown', note: 'no terms of use for api.first.org or the EPSS data were found (read: the EPSS FAQ and API page; searched: pages and docs for EPSS terms of use, attribution); "free with attribution" is unverified; searched again 2026-11-30: pages for EPSS usage and citation: FIRST\'s site lists "Services Terms of Use", whose text was not in the stored corpora' } },
  license: 'EPSS data from FIRST (https://www.first.org/epss/), free to use with attribution',
  maxStaleSeconds: 3 * 86_400,
})
