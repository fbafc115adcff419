import { defineUpstream } from '@svc/core'

/**
 * adsbdb: a public aircraft database by Mode S address or registration (owner, type, photo); no key. It publishes
 * no terms; its server (github.com/mrjackwills/adsbdb, `src/db_redis/ratelimit.rs`) allows 512 requests a minute
 * per IP, answers 429 "rate limited for 60 seconds" past it, and 300 s once a client reaches 1,024.
 */
export const adsbdb = defineUpstream({
  id: 'adsbdb',
  name: 'adsbdb (api.adsbdb.com)',
  baseUrl: 'https://api.adsbdb.com',
  docsUrl: 'https://www.adsbdb.com/',
  terms: { url: 'https://www.adsbdb.com/', commercial: { use: 'unknown', note: 'adsbdb publishes no terms of use; its README (mrjackwills/adsbdb, 2026-07-16, read 2026-11-30) credits PlaneBase for the aircraft data and airport-data.com for the photos, and forbids copying only its flight-route data (not read here) without David J Taylor\'s permission; nothing on reusing the aircraft data' } },
  license: 'Free public API (adsbdb); registry data from national aviation authorities',
  timeoutMs: 10_000,
  concurrency: 4,
  quota: { withoutKey: { requests: 512, perSeconds: 60 }, lockoutSeconds: 60, url: 'https://github.com/mrjackwills/adsbdb/blob/main/src/db_redis/ratelimit.rs' },
})
