import { defineUpstream, openLicence } from '@svc/core'

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
  ...openLicence('CC-BY-4.0', { holder: 'The World Bank', url: 'https://www.worldbank.org/en/about/legal/terms-of-use-for-datasets', attribution: 'The World Bank: World Bank Open Data (CC BY 4.0)' }),
  timeoutMs: 20_000,
})
