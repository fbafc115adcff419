import { defineUpstream } from '@svc/core'

/** The CFTC's public reporting environment (Socrata SODA API); an app token is optional and raises the throttle. */
export const cftc = defineUpstream({
  id: 'cftc',
  name: 'U.S. Commodity Futures Trading Commission',
  baseUrl: 'https://publicreporting.cftc.gov',
  docsUrl: 'https://publicreporting.cftc.gov/stories/s/r4w3-av2u',
  license: 'U.S. government work, public domain',
  key: { required: false, in: 'header', name: 'X-App-Token' },
  timeoutMs: 20_000,
  headers: { accept: 'application/json' },
})
