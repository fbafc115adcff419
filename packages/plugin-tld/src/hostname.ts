import { invalidField } from '@svc/core'
import { isIP } from 'node:net'
import { domainToASCII } from 'node:url'

/**
 * The ASCII (punycode), lower-case form of a host name given in Unicode or ASCII, without a
 * trailing dot; a 400 naming `field` when it is not a DNS name (labels of 1-63 letters, digits,
 * hyphens or underscores, not starting or ending with a hyphen; 253 characters in all).
 */
export function toAsciiHost(field: string, value: string): string {
  const fail = (why: string) => invalidField(field, why)
  const name = value.trim().replace(/^\.+/, '').replace(/\.$/, '')
  if (/[/:@?#\s]/.test(name)) throw fail('give a host name such as www.example.co.uk, not a URL or an address')
  if (isIP(name)) throw fail('an IP address has no top-level domain')
  const ascii = domainToASCII(name)
  if (!ascii) throw fail(`"${value}" is not a valid domain name`)
  if (ascii.length > 253) throw fail('longer than 253 characters in ASCII (punycode) form')
  for (const label of ascii.split('.')) {
    if (!/^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/.test(label)) throw fail(`"${value}" is not a valid domain name (label "${label}")`)
  }
  return ascii
}
