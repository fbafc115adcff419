import { defineUpstream } from '@svc/core'

/** The FCC Area API (geo.fcc.gov/api/census): a point's census block, county, state and FCC market areas. No key. */
export const fccArea = defineUpstream({
  id: 'fcc-area',
  name: 'Federal Communications Commission, Area API',
  baseUrl: 'https://geo.fcc.gov',
  docsUrl: 'https://geo.fcc.gov/api/census/',
  license: 'Public domain (U.S. government work)',
  // No rate limit is published for the Area API.
  terms: {
    url: 'https://www.usa.gov/government-copyright',
    commercial: { use: 'allowed', note: 'a U.S. government work (17 U.S.C. 105), in the public domain' },
  },
  timeoutMs: 15_000,
})
