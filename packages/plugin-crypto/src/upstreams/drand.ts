import { defineUpstream } from '@svc/core'

/**
 * drand's public randomness beacon HTTP API (League of Entropy relays); no key, no published limit. The v1 paths
 * used here are served by every relay (api.drand.sh, api2/api3.drand.sh, drand.cloudflare.com); the output is public.
 */
export const drand = defineUpstream({
  id: 'drand',
  name: 'drand (League of Entropy)',
  baseUrl: 'https://api.drand.sh',
  docsUrl: 'https://docs.drand.love/developer/http-api',
  terms: { url: 'https://docs.drand.love/developer/http-api', commercial: { use: 'unknown', note: 'none published: the League of Entropy runs drand as "a free, and not-for-profit service ... for public use" (drand.love blog, 2021-09); searched 2026-11-30: the docs and website sources (drand/drand-docs 2026-03, drand/website 2026-02): no terms of use; the docs say drand nodes do not serve the API publicly and point users to relays and CDNs' } },
  license: 'public randomness beacon (CC0 output)',
  timeoutMs: 8_000,
})

/**
 * The quicknet chain (bls-unchained-g1-rfc9380: a BLS signature on G1 of sha256(round)), with its
 * public key pinned so a relay cannot hand out randomness signed by another key.
 */
export const quicknet = {
  hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey: '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  scheme: 'bls-unchained-g1-rfc9380',
  genesisTime: 1692803367,
  periodSeconds: 3,
} as const
