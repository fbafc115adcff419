import { defineUpstream } from '@svc/core'

/** FIRST's Exploit Prediction Scoring System API, no key. */
export const firstEpss = defineUpstream({
  id: 'first-epss',
  name: 'FIRST EPSS',
  baseUrl: 'https://api.first.org',
  docsUrl: 'https://www.first.org/epss/api',
  license: 'EPSS data from FIRST (https://www.first.org/epss/), free to use with attribution',
  maxStaleSeconds: 3 * 86_400,
})
