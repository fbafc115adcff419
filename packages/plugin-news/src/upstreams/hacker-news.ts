import { defineUpstream } from '@svc/core'

/** The Hacker News API on Firebase: items, users and story lists, no key. */
export const hackerNews = defineUpstream({
  id: 'hacker-news',
  name: 'Hacker News API',
  baseUrl: 'https://hacker-news.firebaseio.com/v0',
  docsUrl: 'https://github.com/HackerNews/API',
  license: 'Hacker News content; API published by Y Combinator (https://github.com/HackerNews/API)',
  timeoutMs: 10_000,
  // The API's README publishes no rate limit ("There is currently no rate limit") and no terms of use of its own.
  concurrency: 16,
  terms: {
    url: 'https://github.com/HackerNews/API',
    commercial: { use: 'unknown', note: 'the API README publishes no terms of use (its MIT licence covers "the Software and associated documentation" only) and its maintainers direct questions to api@ycombinator.com (HackerNews/API pull request #31); items and comments are their authors\' text; Y Combinator\'s site terms (https://www.ycombinator.com/legal/, as a 2023 issue of r-three/common-pile quotes them) forbid data mining, robots and scraping of the site and license users\' posts to Y Combinator only, saying nothing of the API (searched 2026-11-30: pages and issues)' },
    attribution: { text: 'Data from the Hacker News API (news.ycombinator.com)' },
  },
})
