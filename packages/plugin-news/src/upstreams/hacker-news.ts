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
    commercial: { use: 'unknown', note: 'the API README publishes no terms of use (its MIT licence covers the documentation); items and comments are their authors\' text, and Y Combinator\'s site terms were not found in the sources read; searched again 2026-11-30: the repository\'s LICENSE is MIT for "the Software and associated documentation" only, and pages for Y Combinator\'s legal terms found none' },
    attribution: { text: 'Data from the Hacker News API (news.ycombinator.com)' },
  },
})
