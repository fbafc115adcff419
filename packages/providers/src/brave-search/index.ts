import { defineUpstream } from '@svc/core'

/** Brave Search API: web and news results from Brave's own index; a subscription key. */
export const braveSearch = defineUpstream({
  id: 'brave-search',
  name: 'Brave Search',
  baseUrl: 'https://api.search.brave.com',
  // Brave's authentication guide: activate a plan, then create the key in the dashboard's API Keys section.
  key: { required: true, in: 'header', name: 'X-Subscription-Token', signupUrl: 'https://api-dashboard.search.brave.com/app/keys' },
  docsUrl: 'https://api-dashboard.search.brave.com/app/documentation/web-search/get-started',
  license: 'Brave Search API terms of use (https://api-dashboard.search.brave.com/terms-of-service)',
  // The free plan's limits, as Brave's X-RateLimit-Policy states them ("1;w=1, 2000;w=2592000": its month is 2,592,000 s,
  // https://api.search.brave.com/app/documentation/web-search/response-headers); a paid plan sets its own (`upstreams.brave-search.quota`).
  quota: { withKey: [{ requests: 1, perSeconds: 1 }, { requests: 2000, perSeconds: 2_592_000 }], url: 'https://api.search.brave.com/app/documentation/web-search/response-headers' },
  terms: {
    url: 'https://api-dashboard.search.brave.com/terms-of-service',
    commercial: { use: 'allowed', note: 'within the key\'s plan: a "Data for Search" plan forbids using responses for AI inference (ai.web-answer and ai.research need a "Data for AI" plan)' },
    caching: { note: 'storing results needs a plan that licenses it; answers are kept 10 minutes, to answer repeated queries only' },
  },
  timeoutMs: 10_000,
})

/**
 * Brave Search for operations that feed its results into AI answers (ai.web-answer, ai.research). Brave's older "Data
 * for Search" plans forbid using responses for AI inference, its "Data for AI" plans allow it; its current plans page
 * (https://api-dashboard.search.brave.com/app/plans) sells "Search" as "the real-time search data your chatbots &
 * agents need to generate answers" and "Answers" as grounded AI answers. A key does not say its plan: these
 * operations are unavailable until the operator states a plan that allows it (`upstreams.brave-search.plan`).
 */
export const braveSearchForAi = defineUpstream({
  ...braveSearch,
  plans: {
    use: 'feeding its results into AI answers',
    allowed: ['search', 'answers', 'data-for-ai', 'free-ai', 'base-ai', 'pro-ai'],
    others: ['data-for-search', 'free', 'base-data-for-search', 'pro-data-for-search'],
    url: 'https://api-dashboard.search.brave.com/terms-of-service',
  },
})
