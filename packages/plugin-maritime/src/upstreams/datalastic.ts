import { defineUpstream } from '@svc/core'

/** Datalastic maritime API (AIS vessel data): the operator's key as `api-key`. */
export const datalastic = defineUpstream({
  id: 'datalastic',
  name: 'Datalastic',
  baseUrl: 'https://api.datalastic.com',
  docsUrl: 'https://datalastic.com/api-reference/',
  license: 'Datalastic terms of service (https://datalastic.com/terms-and-conditions/); redistribution per the operator\'s plan',
  key: { required: true, in: 'query', name: 'api-key' },
  quota: { withKey: { requests: 600, perSeconds: 60 } },
  timeoutMs: 15_000,
})
