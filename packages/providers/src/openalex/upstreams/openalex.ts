import { defineUpstream } from '@svc/core'

/**
 * OpenAlex, the open catalog of scholarly works, authors and institutions. A key is optional
 * (it raises the daily allowance); `contactEmail` in the group's settings joins the polite pool.
 */
export const openAlex = defineUpstream({
  id: 'openalex',
  name: 'OpenAlex',
  baseUrl: 'https://api.openalex.org',
  docsUrl: 'https://docs.openalex.org',
  license: 'OpenAlex data: CC0 (https://openalex.org/about)',
  key: { required: false, in: 'query', name: 'api_key' },
  timeoutMs: 15_000,
})
