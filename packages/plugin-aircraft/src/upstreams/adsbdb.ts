import { defineUpstream } from '@svc/core'

/** adsbdb: a public aircraft database by Mode S address or registration (owner, type, photo); no key. */
export const adsbdb = defineUpstream({
  id: 'adsbdb',
  name: 'adsbdb (api.adsbdb.com)',
  baseUrl: 'https://api.adsbdb.com',
  docsUrl: 'https://www.adsbdb.com/',
  license: 'Free public API (adsbdb); registry data from national aviation authorities',
  timeoutMs: 10_000,
  concurrency: 4,
})
