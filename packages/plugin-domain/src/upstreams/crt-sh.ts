import { defineUpstream } from '@svc/core'

/** crt.sh (Sectigo): search of the Certificate Transparency logs; slow on large domains. */
export const crtSh = defineUpstream({
  id: 'crt-sh',
  name: 'crt.sh Certificate Transparency search',
  baseUrl: 'https://crt.sh',
  docsUrl: 'https://crt.sh/',
  terms: { url: 'https://crt.sh/', commercial: { use: 'unknown', note: 'crt.sh publishes no terms of use (none found; searched again 2026-11-30: pages, "crt.sh certificate search terms of use Sectigo API automated": other CT search services only; issues, "Sectigo crt.sh usage policy automated queries": client projects only, none citing terms); the logs\' data is public' } },
  license: 'Certificate Transparency log data, public (crt.sh terms: https://crt.sh/)',
  timeoutMs: 30_000,
  concurrency: 2,
  maxStaleSeconds: 86_400,
})
