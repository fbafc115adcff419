import { defineUpstream } from '@svc/core'

/** Brave Search API: web and news results from Brave's own index; a subscription key. */
export const braveSearch = defineUpstream({
  id: 'brave-search',
  name: 'Brave Search',
  baseUrl: 'https://api.search.brave.com',
  key: { required: true, in: 'header', name: 'X-Subscription-Token' },
  docsUrl: 'https://api-dashboard.search.brave.com/app/documentation/web-search/get-started',
  license: 'Brave Search API terms of service',
  timeoutMs: 10_000,
})
