import { defineUpstream } from '@svc/core'

/**
 * FINRA BrokerCheck: the JSON search behind brokercheck.finra.org (no key). FINRA publishes no developer
 * documentation for it; the member names read here are those it answers. BrokerCheck terms of use apply.
 */
export const brokerCheck = defineUpstream({
  id: 'finra-brokercheck',
  name: 'FINRA BrokerCheck',
  baseUrl: 'https://api.brokercheck.finra.org',
  docsUrl: 'https://brokercheck.finra.org/',
  license: 'FINRA BrokerCheck public disclosure data; BrokerCheck terms of use (https://www.finra.org/terms-of-use)',
  timeoutMs: 20_000,
  cacheTtlMs: 6 * 3_600_000,
})
