import { defineUpstream, usGovernmentWork } from '@svc/core'

/** The FCC Area API (geo.fcc.gov/api/census): a point's census block, county, state and FCC market areas. No key. */
export const fccArea = defineUpstream({
  id: 'fcc-area',
  name: 'Federal Communications Commission, Area API',
  baseUrl: 'https://geo.fcc.gov',
  docsUrl: 'https://geo.fcc.gov/api/census/',
  ...usGovernmentWork({ data: 'FCC Area API data' }),
  // No rate limit is published for the Area API.
})
