import { defineUpstream, requiredKey } from '@svc/core'

/** AbuseIPDB API v2: a key is required (free plan: 1,000 checks a day), sent in the `Key` header. */
export const abuseipdb = defineUpstream({
  id: 'abuseipdb',
  name: 'AbuseIPDB',
  baseUrl: 'https://api.abuseipdb.com',
  docsUrl: 'https://docs.abuseipdb.com/#check-endpoint',
  terms: { url: 'https://www.abuseipdb.com/legal', commercial: { use: 'unknown', note: 'AbuseIPDB\'s Terms of Use (abuseipdb.com/legal) govern the site, the API "and any data sourced from AbuseIPDB", but only their opening (scope, indemnity) could be read, in a copy at edit.tosdr.org/documents/13919: not their clauses on resale or attribution. Its FAQ invites integrating the free API "with any website or application" and sells plans to corporate users. Searched 2026-11-30: pages and docs ("AbuseIPDB terms of use redistribution resale attribution"), issues ("AbuseIPDB terms of use attribution required"): nothing more' }, attribution: { text: 'IP abuse reports from AbuseIPDB', url: 'https://www.abuseipdb.com/', note: 'required when presenting results, as clients of the API say (abuse-lookup\'s README); AbuseIPDB\'s own page saying so was not read' } },
  license: 'AbuseIPDB terms of service (https://www.abuseipdb.com/legal); attribution to AbuseIPDB required',
  key: requiredKey.header('Key', 'https://www.abuseipdb.com/register'),
  // Free accounts: 1,000 checks a day (https://www.abuseipdb.com/faq.html); a paid plan raises it, an operator's own count then.
  quota: { withKey: { requests: 1000, perSeconds: 86_400 }, url: 'https://www.abuseipdb.com/faq.html' },
  timeoutMs: 10_000,
})
