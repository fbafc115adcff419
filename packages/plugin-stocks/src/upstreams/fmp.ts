import { defineUpstream } from '@svc/core'

/** Financial Modeling Prep: its company screener needs a key (free tier: 250 calls a day). */
export const fmp = defineUpstream({
  id: 'fmp',
  name: 'Financial Modeling Prep',
  baseUrl: 'https://financialmodelingprep.com',
  docsUrl: 'https://site.financialmodelingprep.com/developer/docs/stable/search-company-screener',
  license: 'Financial Modeling Prep terms of service (https://site.financialmodelingprep.com/terms-of-service); redistribution per your FMP plan',
  key: { required: true, in: 'query', name: 'apikey' },
  timeoutMs: 15_000,
  headers: { accept: 'application/json' },
})
