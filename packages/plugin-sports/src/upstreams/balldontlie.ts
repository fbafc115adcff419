import { defineUpstream, requiredKey } from '@svc/core'

/** BALLDONTLIE sports API (NBA under /v1, NFL under /nfl/v1): the operator's key in `Authorization`; free tier 5 requests a minute. */
export const balldontlie = defineUpstream({
  id: 'balldontlie',
  name: 'BALLDONTLIE',
  baseUrl: 'https://api.balldontlie.io',
  docsUrl: 'https://docs.balldontlie.io',
  terms: { url: 'https://www.balldontlie.io/terms', commercial: { use: 'not-allowed', note: 'its Terms of Service, section 6 (as four projects that read the page report it, one on 2026-10-04; only its opening was stored here), allow storing, caching, modifying and analysing the data and showing derived work commercially, but forbid reselling, redistributing or sublicensing the API or its data as they are without BALLDONTLIE\'s written permission, and building a competing service; keys may not be shared, sold or transferred: serve it free, or with its permission' } },
  license: 'BALLDONTLIE terms of service (https://www.balldontlie.io/terms); redistribution per the operator\'s plan',
  key: requiredKey.header('Authorization', 'https://app.balldontlie.io/signup'),
})
