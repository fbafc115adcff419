import { defineUpstream } from '@svc/core'

/** OpenAlex: the open catalog of scholarly works; no key (operators may add `mailto` for the polite pool via the base URL). */
export const openAlex = defineUpstream({
  id: 'openalex',
  name: 'OpenAlex',
  baseUrl: 'https://api.openalex.org',
  docsUrl: 'https://docs.openalex.org/',
  license: 'CC0 1.0 (OpenAlex data)',
  timeoutMs: 15_000,
})
