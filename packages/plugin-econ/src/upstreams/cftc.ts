import { defineUpstream, socrataAppToken, usGovernmentWork } from '@svc/core'

/**
 * The CFTC's public reporting environment (Socrata SODA API, https://dev.socrata.com/docs/app-tokens.html): an app token is
 * optional; without one requests share a throttle per IP address, with one they are throttled per token. Socrata
 * publishes no fixed number, so no quota is declared; a 429 is answered as the provider's rate limit.
 */
export const cftc = defineUpstream({
  id: 'cftc',
  name: 'U.S. Commodity Futures Trading Commission',
  baseUrl: 'https://publicreporting.cftc.gov',
  docsUrl: 'https://publicreporting.cftc.gov/stories/s/r4w3-av2u',
  ...usGovernmentWork({ data: 'Commitments of Traders data', url: 'https://www.cftc.gov/WebPolicy/index.htm' }),
  ...socrataAppToken('publicreporting.cftc.gov'),
  timeoutMs: 20_000,
  headers: { accept: 'application/json' },
})
