import { defineUpstream } from '@svc/core'

/** crt.sh (Sectigo): search of the Certificate Transparency logs; slow on large domains. */
export const crtSh = defineUpstream({
  id: 'crt-sh',
  name: 'crt.sh Certificate Transparency search',
  baseUrl: 'https://crt.sh',
  docsUrl: 'https://crt.sh/',
  license: 'Certificate Transparency log data, public (crt.sh terms: https://crt.sh/)',
  timeoutMs: 30_000,
  concurrency: 2,
  maxStaleSeconds: 86_400,
})
