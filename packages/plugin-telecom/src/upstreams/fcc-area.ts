import { defineUpstream } from '@svc/core'

/** The FCC Area API (geo.fcc.gov/api/census): a point's census block, county, state and FCC market areas. No key. */
export const fccArea = defineUpstream({
  id: 'fcc-area',
  name: 'Federal Communications Commission, Area API',
  baseUrl: 'https://geo.fcc.gov',
  docsUrl: 'https://geo.fcc.gov/api/census/',
  license: 'Public domain (U.S. government work)',
  timeoutMs: 15_000,
})
