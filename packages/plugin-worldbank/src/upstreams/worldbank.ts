import { defineUpstream } from '@svc/core'

/** The World Bank Indicators API v2 (World Development Indicators and other sources), no key. */
export const worldBank = defineUpstream({
  id: 'worldbank',
  name: 'World Bank Open Data',
  baseUrl: 'https://api.worldbank.org',
  docsUrl: 'https://datahelpdesk.worldbank.org/knowledgebase/articles/898581-api-basic-call-structures',
  license: 'CC BY 4.0 (https://www.worldbank.org/en/about/legal/terms-of-use-for-datasets)',
  timeoutMs: 20_000,
})
