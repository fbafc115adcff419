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
})
