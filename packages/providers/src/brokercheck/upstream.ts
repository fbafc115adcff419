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
  // BrokerCheck may be used only for investor protection, academic, compliance or regulatory purposes; republishing
  // it must name BrokerCheck, link it and its terms, and say how to report errors. A paid answer cannot check its
  // caller's purpose: the operator accepts the terms (its service is for those purposes), and the credit travels.
  terms: {
    url: 'http://brokercheck.finra.org/Support/TermsAndConditionsText.aspx',
    commercial: { use: 'not-allowed', note: 'only for investor protection, academic, compliance or regulatory purposes', url: 'https://www.finra.org/investors/investing/working-with-investment-professional/about-brokercheck/permitted-uses' },
    attribution: { text: 'Source: FINRA BrokerCheck (https://brokercheck.finra.org), subject to the BrokerCheck Terms of Use; errors can be reported to FINRA through BrokerCheck', url: 'http://brokercheck.finra.org/Support/TermsAndConditionsText.aspx' },
  },
  timeoutMs: 20_000,
  cacheTtlMs: 6 * 3_600_000,
})
