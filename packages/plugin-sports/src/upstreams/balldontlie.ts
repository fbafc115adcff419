import { defineUpstream, requiredKey } from '@svc/core'

/** BALLDONTLIE sports API (NBA under /v1, NFL under /nfl/v1): the operator's key in `Authorization`; free tier 5 requests a minute. */
export const balldontlie = defineUpstream({
  id: 'balldontlie',
  name: 'BALLDONTLIE',
  baseUrl: 'https://api.balldontlie.io',
  docsUrl: 'https://docs.balldontlie.io',
  terms: { url: 'https://www.balldontlie.io/terms', commercial: { use: 'unknown', note: 'only the opening of BALLDONTLIE\'s Terms of Service could be read (data "for informational and analytical purposes"; API keys may not be shared, sold or transferred); no clause on redistributing or charging for the data was found (searched 2026-11-30: pages, "balldontlie API terms of service redistribute data": the same opening; issues, "balldontlie API terms of service redistribution commercial use": none quoting the terms)' } },
  license: 'BALLDONTLIE terms of service (https://www.balldontlie.io/terms); redistribution per the operator\'s plan',
  key: requiredKey.header('Authorization', 'https://app.balldontlie.io/signup'),
})
