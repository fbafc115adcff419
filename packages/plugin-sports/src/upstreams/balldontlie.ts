import { defineUpstream, requiredKey } from '@svc/core'

/** BALLDONTLIE sports API (NBA under /v1, NFL under /nfl/v1): the operator's key in `Authorization`; free tier 5 requests a minute. */
export const balldontlie = defineUpstream({
  id: 'balldontlie',
  name: 'BALLDONTLIE',
  baseUrl: 'https://api.balldontlie.io',
  docsUrl: 'https://docs.balldontlie.io',
  terms: { url: 'https://www.balldontlie.io/terms', commercial: { use: 'unknown', note: 'the terms\' wording on resale was not re-read in the 2026-11 audit; redistribution per the operator\'s plan' } },
  license: 'BALLDONTLIE terms of service (https://www.balldontlie.io/terms); redistribution per the operator\'s plan',
  key: requiredKey.header('Authorization', 'https://app.balldontlie.io/signup'),
})
