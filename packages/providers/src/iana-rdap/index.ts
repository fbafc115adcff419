import { defineUpstream } from '@svc/core'

/**
 * IANA's RDAP bootstrap registry (RFC 9224): which registry's RDAP server answers for each top-level domain
 * (`/rdap/dns.json`, plugin-domain) and each IP block (`/rdap/ipv4.json`, `ipv6.json`, plugin-security, which also
 * reads these at start and daily for the registry table it checks before payment).
 */
export const ianaRdap = defineUpstream({
  id: 'iana-rdap',
  name: 'IANA RDAP bootstrap registry',
  baseUrl: 'https://data.iana.org',
  docsUrl: 'https://www.iana.org/assignments/rdap-dns/rdap-dns.xhtml',
  terms: { url: 'https://www.iana.org/help/licensing-terms', commercial: { use: 'allowed', note: 'IANA and the IETF Trust intend the protocol registries "may be freely used by any party for any purpose" and dedicate their rights in them to the public domain (CC0 1.0, joint statement of 2021-11-10); the RDAP bootstrap files are such a registry' } },
  license: 'IANA registry data, free to use (https://www.iana.org/help/licensing-terms)',
  timeoutMs: 10_000,
  // The file changes a few times a month: a day-old copy is fine when IANA cannot be reached.
  maxStaleSeconds: 7 * 86_400,
  cacheTtlMs: 86_400_000,
})
