import { defineUpstream, type UpstreamDefinition } from '@svc/core'

/** IANA's RDAP bootstrap registry (RFC 9224), as plugin-domain defines it: one client, one cache for both plugins. */
export { ianaRdap } from '@svc/providers/iana-rdap'

/** `license` ends with the registry's terms URL in parentheses; those pages were not in the stored corpora (2026-11 audit). */
const rir = (id: string, name: string, baseUrl: string, docsUrl: string, license: string): UpstreamDefinition =>
  defineUpstream({
    id, name, baseUrl, docsUrl, license,
    terms: { url: /\((https:[^)]+)\)/.exec(license)?.[1] ?? docsUrl, commercial: { use: 'unknown', note: `${name}'s terms of use were not read in the 2026-11 audit` } },
    maxStaleSeconds: 7 * 86_400, headers: { accept: 'application/rdap+json, application/json' },
  })

/** The five regional Internet registries' RDAP services, each named by the host the bootstrap gives. */
export const RIRS = [
  { host: 'rdap.arin.net', upstream: rir('rdap-arin', 'ARIN RDAP', 'https://rdap.arin.net/registry', 'https://www.arin.net/resources/registry/whois/rdap/', 'ARIN Terms of Use (https://www.arin.net/resources/registry/whois/tou/)') },
  { host: 'rdap.db.ripe.net', upstream: rir('rdap-ripe', 'RIPE NCC RDAP', 'https://rdap.db.ripe.net', 'https://www.ripe.net/manage-ips-and-asns/db/registration-data-access-protocol-rdap', 'RIPE Database Terms and Conditions (https://www.ripe.net/manage-ips-and-asns/db/support/documentation/terms)') },
  { host: 'rdap.apnic.net', upstream: rir('rdap-apnic', 'APNIC RDAP', 'https://rdap.apnic.net', 'https://www.apnic.net/about-apnic/whois_search/about/rdap/', 'APNIC Whois/RDAP terms of use (https://www.apnic.net/about-apnic/legal/)') },
  { host: 'rdap.lacnic.net', upstream: rir('rdap-lacnic', 'LACNIC RDAP', 'https://rdap.lacnic.net/rdap', 'https://www.lacnic.net/rdap', 'LACNIC terms of use (https://www.lacnic.net/)') },
  { host: 'rdap.afrinic.net', upstream: rir('rdap-afrinic', 'AFRINIC RDAP', 'https://rdap.afrinic.net/rdap', 'https://afrinic.net/whois/rdap', 'AFRINIC Whois/RDAP terms of use (https://afrinic.net/)') },
] as const
