import { defineUpstream } from '@svc/core'

/** data.police.uk: street-level crime for England, Wales and Northern Ireland; no key. */
export const ukPolice = defineUpstream({
  id: 'uk-police',
  name: 'data.police.uk (Home Office)',
  baseUrl: 'https://data.police.uk',
  docsUrl: 'https://data.police.uk/docs/method/crime-street/',
  license: 'Open Government Licence v3.0',
  timeoutMs: 20_000,
  // The API allows 15 requests a second per client.
  concurrency: 4,
  quota: { withoutKey: { requests: 15, perSeconds: 1 } },
})
