import { Resolver } from 'node:dns/promises'
import { isIP } from 'node:net'
import { ipToBigInt } from '../ip/address.ts'
import type { Blocklist } from './zones.ts'

/** The name asked of a blocklist: the address reversed (octets for IPv4, nibbles for IPv6) below the zone. */
export function queryName(ip: string, zone: string): string {
  if (isIP(ip) === 4) return `${ip.split('.').reverse().join('.')}.${zone}`
  const nibbles = ipToBigInt(ip).toString(16).padStart(32, '0').split('')
  return `${nibbles.reverse().join('.')}.${zone}`
}

export type ListingStatus = 'listed' | 'not_listed' | 'not_applicable' | 'not_configured' | 'error'

export interface Listing {
  list: string
  name: string
  zone: string
  status: ListingStatus
  listed: boolean | null
  answers: string[]
  reasons: string[]
  detail: string | null
  message?: string
}

const NOT_LISTED = new Set(['ENOTFOUND', 'ENODATA'])

/** A resolver on the operator's servers (`ip` or `ip:port`), or the host's own. */
export function makeResolver(servers: string[] | undefined, timeoutMs = 3000): Resolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 })
  if (servers && servers.length > 0) resolver.setServers(servers)
  return resolver
}

/**
 * Asks one blocklist about `ip`: listed with the meaning of each answer code, not listed, or the error. `zone` is where to ask
 * when it is not the list's public zone (an operator's Spamhaus DQS zone, which holds its key and is never shown).
 */
export async function askBlocklist(resolver: Resolver, list: Blocklist, ip: string, zone = list.zone): Promise<Listing> {
  const base = { list: list.id, name: list.name, zone: list.zone, answers: [] as string[], reasons: [] as string[], detail: null }
  if (isIP(ip) === 6 && !list.ipv6) return { ...base, status: 'not_applicable', listed: null, message: `${list.name} lists IPv4 addresses only` }
  const name = queryName(ip, zone)
  let answers: string[]
  try {
    answers = await resolver.resolve4(name)
  } catch (error) {
    const code = (error as { code?: string }).code ?? ''
    if (NOT_LISTED.has(code)) return { ...base, status: 'not_listed', listed: false }
    return { ...base, status: 'error', listed: null, message: `${list.name} could not be asked (${code || 'DNS error'})` }
  }
  const refusal = answers.map((answer) => list.refusal?.(answer)).find((message) => message)
  if (refusal) return { ...base, status: 'error', listed: null, answers, message: refusal }
  const reasons = answers.map((answer) => list.codes[Number(answer.split('.')[3])] ?? 'listed')
  // The TXT record, where the list publishes one, says why or where to ask for removal.
  const detail = await resolver.resolveTxt(name).then((records) => records.map((parts) => parts.join('')).join(' ').slice(0, 500) || null, () => null)
  return { ...base, status: 'listed', listed: true, answers, reasons: [...new Set(reasons)], detail }
}
