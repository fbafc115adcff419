import { defineUpstream, requiredKey } from '@svc/core'

/** AbuseIPDB API v2: a key is required (free plan: 1,000 checks a day), sent in the `Key` header. */
export const abuseipdb = defineUpstream({
  id: 'abuseipdb',
  name: 'AbuseIPDB',
  baseUrl: 'https://api.abuseipdb.com',
  docsUrl: 'https://docs.abuseipdb.com/#check-endpoint',
  terms: { url: 'https://www.abuseipdb.com/legal', commercial: { use: 'not-allowed', note: 'its Terms of Use (abuseipdb.com/legal, as four projects that read them report; only the page\'s opening was stored here) keep the free plan to evaluation, contributing and non-commercial personal use, ask for a paid plan (Basic or higher) for commercial or organisational use, and forbid reselling or exploiting the API or its data without AbuseIPDB\'s express permission; a key does not say its plan: accept them only with a paid plan and that permission, or serving the answers free' }, attribution: { text: 'IP abuse reports from AbuseIPDB', url: 'https://www.abuseipdb.com/', note: 'required when presenting results, as clients of the API say (abuse-lookup\'s README); AbuseIPDB\'s own page saying so was not read' } },
  license: 'AbuseIPDB terms of service (https://www.abuseipdb.com/legal); attribution to AbuseIPDB required',
  key: requiredKey.header('Key', 'https://www.abuseipdb.com/register'),
  // Free accounts: 1,000 checks a day (https://www.abuseipdb.com/faq.html); a paid plan raises it, an operator's own count then.
  quota: { withKey: { requests: 1000, perSeconds: 86_400 }, url: 'https://www.abuseipdb.com/faq.html' },
  timeoutMs: 10_000,
})
