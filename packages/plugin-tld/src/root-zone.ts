import { domainToASCII } from 'node:url'
import tlds from 'tlds/index.json' with { type: 'json' }

/** The IANA root zone TLDs the tlds package ships (IDNs in Unicode there), in their ASCII (punycode) form. */
export const ROOT_ZONE: ReadonlySet<string> = new Set(tlds.map((tld) => domainToASCII(tld) || tld))

export type TldType = 'generic' | 'country-code' | 'sponsored' | 'generic-restricted' | 'infrastructure' | 'test'

/** Sponsored and generic-restricted TLDs as the IANA Root Zone Database classifies them (a closed set since 2012). */
const SPONSORED = new Set(['aero', 'asia', 'cat', 'coop', 'edu', 'gov', 'int', 'jobs', 'mil', 'museum', 'post', 'tel', 'travel', 'xxx'])
const GENERIC_RESTRICTED = new Set(['biz', 'name', 'pro'])
/** TLDs RFC 2606 reserves for testing and documentation; never delegated. */
const RESERVED = new Set(['test', 'example', 'invalid', 'localhost'])

/**
 * The IANA type of a TLD, where the shipped data lets it be derived: null for a TLD outside the
 * root zone, and for IDN TLDs (the list does not say whether one is a country-code or a generic TLD).
 */
export function tldType(tld: string): TldType | null {
  if (RESERVED.has(tld)) return 'test'
  if (!ROOT_ZONE.has(tld)) return null
  if (tld === 'arpa') return 'infrastructure'
  if (/^[a-z]{2}$/.test(tld)) return 'country-code'
  if (tld.startsWith('xn--')) return null
  if (SPONSORED.has(tld)) return 'sponsored'
  if (GENERIC_RESTRICTED.has(tld)) return 'generic-restricted'
  return 'generic'
}
