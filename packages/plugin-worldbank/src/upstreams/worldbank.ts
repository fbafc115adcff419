import { defineUpstream } from '@svc/core'

/**
 * The World Bank Indicators API v2 (World Development Indicators and other sources), no key, no published rate
 * limit. Its datasets are CC BY 4.0 with the World Bank's additional terms, which ask for the credit
 * "The World Bank: Dataset name: Data source (if known)".
 */
export const worldBank = defineUpstream({
  id: 'worldbank',
  name: 'World Bank Open Data',
  baseUrl: 'https://api.worldbank.org',
  docsUrl: 'https://datahelpdesk.worldbank.org/knowledgebase/articles/898581-api-basic-call-structures',
  license: 'CC BY 4.0 (https://www.worldbank.org/en/about/legal/terms-of-use-for-datasets)',
  timeoutMs: 20_000,
  terms: {
    url: 'https://www.worldbank.org/en/about/legal/terms-of-use-for-datasets',
    commercial: { use: 'allowed', note: 'CC BY 4.0: any purpose, commercial use included, with attribution' },
    attribution: { text: 'The World Bank: World Bank Open Data (CC BY 4.0)' },
  },
})
