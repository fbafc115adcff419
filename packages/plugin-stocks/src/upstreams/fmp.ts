import { defineUpstream, requiredKey } from '@svc/core'

const TERMS = 'https://site.financialmodelingprep.com/developer/docs/terms-of-service'

/**
 * Financial Modeling Prep: its company screener needs a key (free plan: 250 calls a day; paid plans more, so no quota is
 * declared here: the operator's plan sets it). Its licence lets a licensee display the data inside its own application
 * but gives "no right to distribute or allow access to the stand-alone APIs" (terms of service, §3): serving the
 * screener's answers as a paid API needs FMP's permission, which the operator states by accepting the terms.
 */
export const fmp = defineUpstream({
  id: 'fmp',
  name: 'Financial Modeling Prep',
  baseUrl: 'https://financialmodelingprep.com',
  docsUrl: 'https://site.financialmodelingprep.com/developer/docs/stable/search-company-screener',
  license: 'Financial Modeling Prep terms of service (https://site.financialmodelingprep.com/terms-of-service); redistribution per your FMP plan',
  key: requiredKey.query('apikey', 'https://site.financialmodelingprep.com/developer/docs'),
  headers: { accept: 'application/json' },
  terms: {
    url: TERMS,
    commercial: { use: 'not-allowed', note: 'the licence covers display within the licensee\'s own application, not access to the API\'s data by third parties; redistribution needs an FMP data licence' },
  },
})
