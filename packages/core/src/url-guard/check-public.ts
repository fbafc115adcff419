import { lookup } from 'node:dns/promises'
import { createError } from '../errors.ts'
import { type AddressPolicy, ipFamily, publicAddressesOnly } from './address-policy.ts'
import { NO_ADDRESS_CODES, notAllowed, parseCallerUrl } from './fetch-public.ts'

export interface CheckPublicOptions {
  /** The request field the URL or host came from, named in errors (default `url`). */
  field?: string
  /** Replaces the public-only policy (tests). */
  policy?: AddressPolicy
}

/** One address a host resolved to. */
export interface ResolvedAddress {
  address: string
  family: 4 | 6
}

/**
 * Every address a caller-given host (an IP literal, bracketed or not, or a name) resolves to,
 * all allowed by the policy; the one 400 naming the field when it is not found or any one of
 * them is refused (the same answer for both, and no address named). Connect to one of these addresses (not the name again) so a DNS answer cannot
 * change between check and use.
 */
export async function resolvePublicHost(host: string, options: CheckPublicOptions = {}): Promise<ResolvedAddress[]> {
  const field = options.field ?? 'url'
  const policy = options.policy ?? publicAddressesOnly
  const bare = host.replace(/^\[|\]$/g, '')
  const family = ipFamily(bare)
  const found = family ? [{ address: bare, family }] : await resolveAll(bare, field)
  const addresses = found.map((entry): ResolvedAddress => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }))
  const refused = addresses.find((entry) => !policy(entry.address, entry.family))
  if (refused) throw notAllowed(field, host)
  return addresses
}

/**
 * Checks a URL a caller gives for later use (a webhook target) as fetchPublicUrl would:
 * http(s), no credentials, and every address its host resolves to allowed. Throws a 400
 * naming the field. Use-time checks stay necessary: DNS answers change.
 */
export async function checkPublicUrl(input: string, options: CheckPublicOptions = {}): Promise<URL> {
  const url = parseCallerUrl(input, options.field ?? 'url')
  await resolvePublicHost(url.hostname, options)
  return url
}

/**
 * What can be refused of a caller-given URL without a DNS lookup, for an operation's `check` (before
 * payment): not an absolute http(s) URL, credentials, an IP literal the policy refuses, or a
 * `localhost` name (always loopback, RFC 6761). The same 400s as at fetch time, which still refuses
 * the names that resolve to refused addresses.
 */
export function precheckPublicUrl(input: string, options: CheckPublicOptions = {}): URL {
  const field = options.field ?? 'url'
  const policy = options.policy ?? publicAddressesOnly
  const url = parseCallerUrl(input, field)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const family = ipFamily(host)
  const refused = family ? !policy(host, family) : /(^|\.)localhost\.?$/i.test(host) && !(policy('127.0.0.1', 4) && policy('::1', 6))
  if (refused) throw notAllowed(field, url.hostname)
  return url
}

async function resolveAll(host: string, field: string) {
  const found = await lookup(host, { all: true }).catch((error: Error & { code?: string }) => {
    if (error.code && NO_ADDRESS_CODES.has(error.code)) return []
    throw createError('UPSTREAM_FAILED', `${field}: the address of ${host} could not be looked up right now; retry shortly`)
  })
  // No answer at all is refused like a private address: there is nothing to connect to.
  if (found.length === 0) throw notAllowed(field, host)
  return found
}
