import { defineUpstream } from '@svc/core'

/** hexdb.io: a community aircraft database by ICAO 24-bit address (registration, type, owner); no key, and no published limit or terms. */
export const hexdb = defineUpstream({
  id: 'hexdb',
  name: 'hexdb.io',
  baseUrl: 'https://hexdb.io',
  docsUrl: 'https://hexdb.io/',
  terms: { url: 'https://hexdb.io/', commercial: { use: 'unknown', note: 'hexdb.io publishes no terms of use (none found; searched again 2026-11-30: pages, "hexdb.io API aircraft data terms": other aviation APIs only)' } },
  license: 'Free public API (hexdb.io community database)',
  timeoutMs: 10_000,
  concurrency: 4,
})
