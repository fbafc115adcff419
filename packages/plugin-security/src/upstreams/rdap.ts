import { defineUpstream, type ProviderTerms, type UpstreamDefinition, type UpstreamQuota } from '@svc/core'

/** IANA's RDAP bootstrap registry (RFC 9224), as plugin-domain defines it: one client, one cache for both plugins. */
export { ianaRdap } from '@svc/providers/iana-rdap'

/** `license` ends with the registry's terms URL in parentheses; those pages were not in the stored corpora (2026-11 audit). */
const rir = (id: string, name: string, baseUrl: string, docsUrl: string, license: string, quota?: UpstreamQuota, terms?: ProviderTerms): UpstreamDefinition =>
  defineUpstream({
    id, name, baseUrl, docsUrl, license, ...(quota ? { quota } : {}),
    terms: terms ?? { url: /\((https:[^)]+)\)/.exec(license)?.[1] ?? docsUrl, commercial: { use: 'unknown', note: `${name}'s terms of use were not read in the 2026-11 audit` } },
    maxStaleSeconds: 7 * 86_400, headers: { accept: 'application/rdap+json, application/json' },
  })

/**
 * What the registries publish (fixtures/rdap/README.md): RIPE NCC's acceptable use policy allows 1,000 personal data sets
 * (person and non-abuse role objects) per IP a day, and AFRINIC 5,000 person-object queries a day, both for any query of
 * their database; an answer can carry several such sets, so these are ceilings, never budgets to spend. LACNIC's RDAP
 * states 10 queries a minute and 1,000 an hour per IP (its answers' "Rate Limit Notice"). ARIN and APNIC publish none.
 */
const DAY = 86_400
const RIPE_AUP = 'https://www.ripe.net/manage-ips-and-asns/db/support/documentation/ripe-database-acceptable-use-policy/'
const AFRINIC_FAQ = 'https://afrinic.net/support/whois/faq/daily-whois-query-limit'
const LACNIC_LIMITS = 'https://www.lacnic.net/rdap'
/** ARIN's Whois Terms of Use (effective 2014-04-09), which cover its RDAP service: no use "as part of a commercial service or product". */
const ARIN_TERMS: ProviderTerms = {
  url: 'https://www.arin.net/resources/registry/whois/tou/',
  commercial: { use: 'not-allowed', note: 'ARIN\'s Whois Terms of Use prohibit using the service "as part of a commercial service or product ... even if additional data not derived from the Whois Service is incorporated", and allow business use only where it does not "republish, resell, or make publicly available" ARIN Whois data' },
}

/** The five regional Internet registries' RDAP services, each named by the host the bootstrap gives. */
export const RIRS = [
  { host: 'rdap.arin.net', upstream: rir('rdap-arin', 'ARIN RDAP', 'https://rdap.arin.net/registry', 'https://www.arin.net/resources/registry/whois/rdap/', 'ARIN Terms of Use (https://www.arin.net/resources/registry/whois/tou/)', undefined, ARIN_TERMS) },
  { host: 'rdap.db.ripe.net', upstream: rir('rdap-ripe', 'RIPE NCC RDAP', 'https://rdap.db.ripe.net', 'https://www.ripe.net/manage-ips-and-asns/db/registration-data-access-protocol-rdap', 'RIPE Database Terms and Conditions (https://www.ripe.net/manage-ips-and-asns/db/support/documentation/terms)', { withoutKey: { requests: 1000, perSeconds: DAY }, url: RIPE_AUP }) },
  { host: 'rdap.apnic.net', upstream: rir('rdap-apnic', 'APNIC RDAP', 'https://rdap.apnic.net', 'https://www.apnic.net/about-apnic/whois_search/about/rdap/', 'APNIC Whois/RDAP terms of use (https://www.apnic.net/about-apnic/legal/)') },
  { host: 'rdap.lacnic.net', upstream: rir('rdap-lacnic', 'LACNIC RDAP', 'https://rdap.lacnic.net/rdap', 'https://www.lacnic.net/rdap', 'LACNIC terms of use (https://www.lacnic.net/)', { withoutKey: [{ requests: 10, perSeconds: 60 }, { requests: 1000, perSeconds: 3600 }], url: LACNIC_LIMITS }) },
  { host: 'rdap.afrinic.net', upstream: rir('rdap-afrinic', 'AFRINIC RDAP', 'https://rdap.afrinic.net/rdap', 'https://afrinic.net/whois/rdap', 'AFRINIC Whois/RDAP terms of use (https://afrinic.net/)', { withoutKey: { requests: 5000, perSeconds: DAY }, url: AFRINIC_FAQ }) },
] as const
