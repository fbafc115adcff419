import { createHash, randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import type { Micros } from './price.ts'
import { createError } from './errors.ts'
import { ipv6Bytes } from './url-guard/embedded-ipv4.ts'

/** The header a trial caller keeps its trial key in: given by the host on its first trial answer, sent back after. */
export const TRIAL_KEY_HEADER = 'x-svc-trial-key'

/**
 * The network a client is counted as (trials, connections): an IPv4 address, or the first `ipv6PrefixLength` bits of an
 * IPv6 address (`2001:db8:1:2::/64`), since one IPv6 host holds a whole /64. An IPv4-mapped IPv6
 * address counts as its IPv4 address; anything else (`unknown`) as itself.
 */
export function clientNetwork(address: string, ipv6PrefixLength: number): string {
  if (isIP(address) !== 6) return address
  const bytes = ipv6Bytes(address)!
  if (bytes.subarray(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.subarray(12).join('.')
  for (let bit = ipv6PrefixLength; bit < 128; bit++) bytes[bit >> 3]! &= ~(0x80 >> (bit & 7))
  const groups = Array.from({ length: 8 }, (_, i) => ((bytes[i * 2]! << 8) | bytes[i * 2 + 1]!).toString(16))
  return `${groups.join(':')}/${ipv6PrefixLength}`
}

/** A trial caller's own identity, and the headers its answer carries (the key, when the host made one). */
export interface TrialIdentity {
  /** A hash of the caller's trial key: what trial-made data is scoped by (never the key itself). */
  id: string
  finish(): Promise<{ settlement: null; chargedMicros: Micros; headers: Record<string, string> }>
}

const NO_HEADERS = Object.freeze({}) as Record<string, string>

/**
 * Who a trial caller is, apart from its address: callers behind one address (a NAT, a proxy) each
 * hold their own random trial key, so one cannot reach what another made in its trial. A caller
 * without one gets a new key with its answer, to send back as `X-Svc-Trial-Key` on its next calls.
 */
export function trialIdentity(request: Request): TrialIdentity {
  const given = request.headers.get(TRIAL_KEY_HEADER)
  if (given !== null && !/^[\w-]{22,128}$/.test(given)) {
    throw createError('INVALID_INPUT', `${TRIAL_KEY_HEADER}: must be the trial key this host gave (22 to 128 letters, digits, - and _)`, { details: { field: TRIAL_KEY_HEADER } })
  }
  const key = given ?? randomBytes(18).toString('base64url')
  const headers = given === null ? { [TRIAL_KEY_HEADER]: key } : NO_HEADERS
  return {
    id: createHash('sha256').update(key).digest('base64url').slice(0, 32),
    finish: async () => ({ settlement: null, chargedMicros: 0, headers }),
  }
}
