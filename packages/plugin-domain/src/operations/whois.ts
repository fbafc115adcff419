import { createError, defineOperation, lookupAnswer } from '@svc/core'
import * as v from 'valibot'
import { domain } from '../params.ts'
import { registrationOf } from '../rdap.ts'
import { ianaRdap } from '@svc/providers/iana-rdap'

/** A registry's answer is kept 1 h: its server has no path a source can name (each registry's base path differs). */
const REGISTRY_TTL = '1h'

export default defineOperation({
  name: 'whois',
  cacheTtl: REGISTRY_TTL,
  sources: [
    // The bootstrap file keeps IANA RDAP's own day (served up to a week stale), not the registries' hour.
    { upstream: ianaRdap, path: '/rdap/dns.json', cacheTtl: `${ianaRdap.cacheTtlMs ?? 0}ms` },
    { about: 'the RDAP server of the TLD\'s registry the bootstrap names, `GET {server}domain/{domain}`', cacheTtl: REGISTRY_TTL },
  ],
  method: 'GET',
  description: 'Registration data of a domain over RDAP (the modern WHOIS), from the registry IANA names for its TLD (a host name is looked up as its registered domain): registrar and its abuse contact, registrant where not redacted, status codes, registration, expiry and last-change dates, name servers, DNSSEC.',
  input: v.object({ domain }),
  upstreams: [ianaRdap], // then the registry's RDAP server the bootstrap names (upstreams/rdap.ts)
  keywords: ['who owns this domain', 'when does a domain expire', 'registrar of a domain', 'rdap lookup', 'domain registration date'],
  example: { params: { domain: 'google.com' } },
  async handler({ input, upstream }) {
    // A host name (www.example.co.uk) is looked up as the name registered for it (example.co.uk), by the Public Suffix List.
    const { getDomain } = await import('tldts')
    const registered = getDomain(input.domain, { allowPrivateDomains: false }) ?? input.domain
    const { registration, source } = await registrationOf(upstream, registered)
    if (!registration) throw createError('NOT_FOUND', `domain: ${registered} is not registered at its registry`)
    return lookupAnswer(registration, source)
  },
})
