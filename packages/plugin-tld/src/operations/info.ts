import { defineOperation, invalidField, localSource, lookupAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { domainToUnicode } from 'node:url'
import { toAsciiHost } from '../hostname.ts'
import { ROOT_ZONE, tldType } from '../root-zone.ts'

const SOURCE = localSource(
  'IANA root zone list (tlds package) and the Public Suffix List (tldts package)',
  'https://www.iana.org/domains/root/db',
  'MIT (tlds, tldts); Public Suffix List data MPL-2.0',
)

export default defineOperation({
  name: 'info',
  sources: sourcesInWords('root zone TLDs from `tlds`, Public Suffix List and special-use names from `tldts`'),
  method: 'GET',
  description: 'Tells about a top-level domain, given alone or as part of a domain name: whether it is in the IANA root zone, its type, and, for a domain, the public suffix and registrable domain per the Public Suffix List.',
  input: v.object({
    tld: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
    domain: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(253))),
    privateSuffixes: v.optional(v.boolean(), false),
  }),
  keywords: ['top-level domain', 'tld', 'public suffix', 'registrable domain', 'effective tld', 'etld+1', 'cctld', 'gtld', 'root zone'],
  // Shown on /docs/tld.info with the answer recorded in examples.json, which the plugin test checks whole.
  example: { params: { tld: 'com' } },
  // Both or neither, or a tld of several labels, can only fail: the 400 comes before any 402.
  check: (input) => {
    if ((input.tld === undefined) === (input.domain === undefined)) throw invalidField(input.tld === undefined ? 'tld' : 'domain', 'give exactly one of tld, domain')
    if (input.tld !== undefined && toAsciiHost('tld', input.tld).includes('.')) throw invalidField('tld', `"${input.tld}" has more than one label; pass it as domain`)
  },
  handler: async ({ input }) => {
    const field = input.tld !== undefined ? 'tld' : 'domain'
    const hostname = toAsciiHost(field, input.tld ?? input.domain!)
    const tld = hostname.slice(hostname.lastIndexOf('.') + 1)
    // The Public Suffix List (tldts) loads at the first call, not at the host's start.
    const { parse } = await import('tldts')
    const psl = parse(hostname, { allowPrivateDomains: input.privateSuffixes, detectSpecialUse: true, extractHostname: false })
    const listed = psl.isIcann || psl.isPrivate
    const item = {
      input: input.tld ?? input.domain!,
      hostname: field === 'domain' ? hostname : null,
      tld,
      tldUnicode: domainToUnicode(tld),
      idn: tld.startsWith('xn--'),
      inRootZone: ROOT_ZONE.has(tld),
      type: tldType(tld),
      specialUse: psl.isSpecialUse === true,
      publicSuffix: listed ? psl.publicSuffix : null,
      publicSuffixSection: psl.isPrivate ? 'private' : psl.isIcann ? 'icann' : null,
      registrableDomain: listed ? psl.domain : null,
      subdomain: listed && psl.domain ? psl.subdomain || null : null,
    }
    return lookupAnswer(item, SOURCE)
  },
})
