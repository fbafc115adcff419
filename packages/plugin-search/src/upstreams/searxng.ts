import { defineUpstream } from '@svc/core'

/**
 * A SearXNG metasearch instance the operator runs (its JSON format enabled in `search.formats`):
 * `upstreams.searxng.baseUrl` names it; the default is one on this machine.
 */
export const searxng = defineUpstream({
  id: 'searxng',
  name: 'SearXNG',
  baseUrl: 'http://127.0.0.1:8080',
  docsUrl: 'https://docs.searxng.org/dev/search_api.html',
  license: 'Results of the search engines the SearXNG instance queries, under their terms',
})
