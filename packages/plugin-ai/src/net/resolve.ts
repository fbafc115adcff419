import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { createError } from '@svc/core'
import { addressPolicy } from './policy.ts'

/**
 * The address to connect to for a host a page asked for, or a 400 naming `field` when the
 * host is, or resolves to, an address the policy refuses (any one of its addresses).
 */
export async function resolveAllowed(host: string, field: string): Promise<{ address: string; family: 4 | 6 }> {
  const literal = host.replace(/^\[|\]$/g, '')
  const found = isIP(literal)
    ? [{ address: literal, family: isIP(literal) }]
    : await lookup(literal, { all: true }).catch(() => {
        throw createError('INVALID_INPUT', `${field}: host ${host} not found`, { details: { field, reason: 'host_not_found' } })
      })
  const refused = found.find((entry) => !addressPolicy(entry.address, entry.family === 6 ? 6 : 4))
  if (refused || found.length === 0) {
    throw createError('INVALID_INPUT', `${field}: ${host} resolves to ${refused?.address ?? 'nothing'}, a loopback, private or reserved address, which this service does not fetch`, { details: { field, reason: 'forbidden_address' } })
  }
  return { address: found[0]!.address, family: found[0]!.family === 6 ? 6 : 4 }
}
