import { defineUpstream } from '@svc/core'

/** crt.sh (Sectigo): search of the Certificate Transparency logs; slow on large domains. */
export const crtSh = defineUpstream({
  id: 'crt-sh',
  name: 'crt.sh Certificate Transparency search',
  baseUrl: 'https://crt.sh',
  docsUrl: 'https://crt.sh/',
  terms: { url: 'https://crt.sh/', commercial: { use: 'unknown', note: 'crt.sh publishes no terms of use: its source (crtsh/certwatch_db, GPL-3.0, Sectigo, 2026-04) carries none, and none were found elsewhere (searched 2026-11-30: pages, "crt.sh certificate search terms of use Sectigo API automated": other CT search services only; issues, "crt.sh usage policy terms automated queries Sectigo": client projects only); the logs\' data is public' } },
  license: 'Certificate Transparency log data, public (crt.sh terms: https://crt.sh/)',
  timeoutMs: 30_000,
  concurrency: 2,
  maxStaleSeconds: 86_400,
})
