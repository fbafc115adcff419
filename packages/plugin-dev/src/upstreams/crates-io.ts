import { defineUpstream, userAgent } from '@svc/core'

/**
 * crates.io's API: no key, but a User-Agent naming the application is required (its data access
 * policy); the operator can add a contact with the setting `dev.cratesUserAgent`. At most one request a second.
 */
export const cratesIo = defineUpstream({
  id: 'crates-io',
  name: 'crates.io',
  baseUrl: 'https://crates.io',
  docsUrl: 'https://crates.io/data-access',
  license: 'crates.io data access policy (https://crates.io/data-access); crate metadata as published by its owners',
  timeoutMs: 10_000,
  concurrency: 1,
  quota: { withoutKey: { requests: 1, perSeconds: 1 }, url: 'https://crates.io/data-access' },
  terms: {
    url: 'https://crates.io/policies',
    commercial: { use: 'allowed', note: 'crates.io asks API clients for at most one request a second and a User-Agent naming them; crate metadata is published by its owners' },
  },
  headers: { 'user-agent': userAgent() },
})
