import { defineUpstream, requiredKey } from '@svc/core'

/** Datalastic maritime API (AIS vessel data): the operator's key as `api-key`. */
export const datalastic = defineUpstream({
  id: 'datalastic',
  name: 'Datalastic',
  baseUrl: 'https://api.datalastic.com',
  docsUrl: 'https://datalastic.com/api-reference/',
  license: 'Datalastic terms of service (https://datalastic.com/terms-and-conditions/); redistribution per the operator\'s plan',
  key: requiredKey.query('api-key', 'https://datalastic.com/pricing/'),
  // Every plan allows 600 requests a minute; the monthly credits depend on the plan.
  quota: { withKey: { requests: 600, perSeconds: 60 }, url: 'https://datalastic.com/api-reference/' },
  terms: {
    url: 'https://datalastic.com/terms-and-conditions/',
    commercial: { use: 'with-key', note: 'a paid plan; what may be passed on to the operator\'s own customers is set by that plan' },
  },
})
