import { defineUpstream, type ProviderTerms, type UpstreamDefinition, type UpstreamQuota } from '@svc/core'

/** IANA's RDAP bootstrap registry (RFC 9224), as plugin-domain defines it: one client, one cache for both plugins. */
export { ianaRdap } from '@svc/providers/iana-rdap'

/** One registry's RDAP service, with what its terms say (fixtures/rdap/README.md). */
const rir = (id: string, name: string, baseUrl: string, docsUrl: string, license: string, quota: UpstreamQuota | undefined, terms: ProviderTerms): UpstreamDefinition =>
  defineUpstream({
    id, name, baseUrl, docsUrl, license, ...(quota ? { quota } : {}),
    terms,
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

/** APNIC's Whois Database acceptable use agreement, for the whois data its RDAP serves: reproduction only for Internet operations. */
const APNIC_TERMS: ProviderTerms = {
  url: 'https://www.apnic.net/manage-ip/using-whois/bulk-access/copyright/',
  commercial: { use: 'not-allowed', note: 'APNIC\'s Whois Database acceptable use agreement: "Except for Internet operational purposes approved by APNIC, no part of the APNIC whois data may be reproduced ... or transmitted ... without prior permission of APNIC", operational purposes not including "any other commercial application"' },
}
/** AFRINIC's Whois Database Terms of Use, which apply to "any use" of the database its RDAP serves. */
const AFRINIC_TERMS: ProviderTerms = {
  url: 'https://afrinic.net/whois/terms',
  commercial: { use: 'not-allowed', note: 'AFRINIC\'s Whois Database Terms of Use allow its data in "providing network and Internet services so long as such use does not include reselling" it, and apply to "any use ... including compilation, repackaging, dissemination"' },
}
const RIPE_TERMS: ProviderTerms = {
  url: 'https://www.ripe.net/manage-ips-and-asns/db/support/documentation/terms',
  commercial: { use: 'unknown', note: 'the RIPE Database Terms were read only as far as Article 4.4 (no advertising or marketing use); a project that read them reports that Article 4.5 forbids redistributing more than an insubstantial part, and the acceptable use policy forbids copying "a significant part" without consent; no clause on paid answers was read. Searched again 2026-11-30: RIPE NCC\'s documentation repository (RIPE-NCC/ripe-database-documentation, 2026-08) says the data is freely available to the public but all subject to the Terms, whose text its legal page loads from elsewhere; find_string on their address and wording: that one reading only' },
}
const LACNIC_TERMS: ProviderTerms = {
  url: 'https://www.lacnic.net/',
  commercial: { use: 'unknown', note: 'LACNIC\'s policy manual gives bulk WHOIS copies only for technical research or Internet operation (https://www.lacnic.net/688/2/lacnic/); no terms for queries were found (searched 2026-11-30: pages, "LACNIC WHOIS RDAP terms of use conditions")' },
}

/** The five regional Internet registries' RDAP services, each named by the host the bootstrap gives. */
export const RIRS = [
  { host: 'rdap.arin.net', upstream: rir('rdap-arin', 'ARIN RDAP', 'https://rdap.arin.net/registry', 'https://www.arin.net/resources/registry/whois/rdap/', 'ARIN Terms of Use (https://www.arin.net/resources/registry/whois/tou/)', undefined, ARIN_TERMS) },
  { host: 'rdap.db.ripe.net', upstream: rir('rdap-ripe', 'RIPE NCC RDAP', 'https://rdap.db.ripe.net', 'https://www.ripe.net/manage-ips-and-asns/db/registration-data-access-protocol-rdap', 'RIPE Database Terms and Conditions (https://www.ripe.net/manage-ips-and-asns/db/support/documentation/terms)', { withoutKey: { requests: 1000, perSeconds: DAY }, url: RIPE_AUP }, RIPE_TERMS) },
  { host: 'rdap.apnic.net', upstream: rir('rdap-apnic', 'APNIC RDAP', 'https://rdap.apnic.net', 'https://www.apnic.net/about-apnic/whois_search/about/rdap/', 'APNIC Whois/RDAP terms of use (https://www.apnic.net/about-apnic/legal/)', undefined, APNIC_TERMS) },
  { host: 'rdap.lacnic.net', upstream: rir('rdap-lacnic', 'LACNIC RDAP', 'https://rdap.lacnic.net/rdap', 'https://www.lacnic.net/rdap', 'LACNIC terms of use (https://www.lacnic.net/)', { withoutKey: [{ requests: 10, perSeconds: 60 }, { requests: 1000, perSeconds: 3600 }], url: LACNIC_LIMITS }, LACNIC_TERMS) },
  { host: 'rdap.afrinic.net', upstream: rir('rdap-afrinic', 'AFRINIC RDAP', 'https://rdap.afrinic.net/rdap', 'https://afrinic.net/whois/rdap', 'AFRINIC Whois/RDAP terms of use (https://afrinic.net/)', { withoutKey: { requests: 5000, perSeconds: DAY }, url: AFRINIC_FAQ }, AFRINIC_TERMS) },
] as const
