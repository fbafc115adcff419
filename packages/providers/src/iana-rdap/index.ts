import { defineUpstream } from '@svc/core'

/** IANA's RDAP bootstrap registry (RFC 9224): which registry's RDAP server answers for each top-level domain. */
export const ianaRdap = defineUpstream({
  id: 'iana-rdap',
  name: 'IANA RDAP bootstrap registry',
  baseUrl: 'https://data.iana.org',
  docsUrl: 'https://www.iana.org/assignments/rdap-dns/rdap-dns.xhtml',
  terms: { url: 'https://www.iana.org/help/licensing-terms', commercial: { use: 'unknown', note: 'IANA\'s licensing terms were not re-read in the 2026-11 audit' } },
  license: 'IANA registry data, free to use (https://www.iana.org/help/licensing-terms)',
  timeoutMs: 10_000,
  // The file changes a few times a month: a day-old copy is fine when IANA cannot be reached.
  maxStaleSeconds: 7 * 86_400,
  cacheTtlMs: 86_400_000,
})
