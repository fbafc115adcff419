import { defineUpstream, openLicence } from '@svc/core'

/** data.police.uk: street-level crime for England, Wales and Northern Ireland; no key. */
export const ukPolice = defineUpstream({
  id: 'uk-police',
  name: 'data.police.uk (Home Office)',
  baseUrl: 'https://data.police.uk',
  docsUrl: 'https://data.police.uk/docs/method/crime-street/',
  ...openLicence('OGL-UK-3.0', { attribution: 'Contains public sector information licensed under the Open Government Licence v3.0.' }),
  timeoutMs: 20_000,
  // "15 requests per second with a burst of 30" (leaky bucket), then HTTP 429.
  concurrency: 4,
  quota: { withoutKey: { requests: 15, perSeconds: 1 }, url: 'https://data.police.uk/docs/api-call-limits/' },
  // OGL v3: commercial use allowed; without a provider-specific statement, the licence's own attribution applies.
})
