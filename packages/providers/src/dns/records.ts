import type { Resolver } from 'node:dns/promises'
import { isIP } from 'node:net'
import { createError } from '@svc/core'

export const RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'TXT', 'CAA', 'SOA', 'SRV'] as const
export type RecordType = (typeof RECORD_TYPES)[number]

/** One DNS record: `value` its text form (sorted on it), `data` its parts, `ttl` where the resolver tells it (A, AAAA). */
export interface DnsRecord {
  name: string
  type: RecordType
  value: string
  ttl: number | null
  data: Record<string, unknown>
}

/** Codes of a name that does not exist, or exists with no record of the type. */
const NO_SUCH_NAME = new Set(['ENOTFOUND'])
const NO_DATA = new Set(['ENODATA'])

/**
 * The records of one type at a name: [] when the name has none of that type, null when the
 * name does not exist (NXDOMAIN). Resolver failures (timeout, SERVFAIL, refused) become 502s.
 */
export async function lookupRecords(resolver: Resolver, name: string, type: RecordType): Promise<DnsRecord[] | null> {
  try {
    const records = await query(resolver, name, type)
    return records.sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
  } catch (error) {
    const code = (error as { code?: string }).code ?? ''
    if (NO_SUCH_NAME.has(code)) return null
    if (NO_DATA.has(code)) return []
    if (code === 'ETIMEOUT') throw createError('UPSTREAM_TIMEOUT', `DNS: no answer for ${name} ${type} in time`)
    throw createError('UPSTREAM_FAILED', `DNS: the resolver could not answer ${name} ${type} (${code || 'error'})`)
  }
}

/** The TXT strings at a name, each record's chunks joined; [] when none or the name does not exist. */
export async function txtRecords(resolver: Resolver, name: string): Promise<string[]> {
  return ((await lookupRecords(resolver, name, 'TXT')) ?? []).map((record) => record.value)
}

const row = (name: string, type: RecordType, value: string, data: Record<string, unknown>, ttl: number | null = null): DnsRecord => ({ name, type, value, ttl, data })

async function query(resolver: Resolver, name: string, type: RecordType): Promise<DnsRecord[]> {
  switch (type) {
    case 'A':
      return (await resolver.resolve4(name, { ttl: true })).map((entry) => row(name, type, entry.address, { address: entry.address }, entry.ttl))
    case 'AAAA':
      return (await resolver.resolve6(name, { ttl: true })).map((entry) => row(name, type, entry.address, { address: entry.address }, entry.ttl))
    case 'CNAME':
      return (await resolver.resolveCname(name)).map((target) => row(name, type, target, { target }))
    case 'NS':
      return (await resolver.resolveNs(name)).map((host) => row(name, type, host, { host }))
    case 'MX':
      return (await resolver.resolveMx(name)).map((entry) => row(name, type, `${entry.priority} ${entry.exchange}`, { priority: entry.priority, exchange: entry.exchange }))
    case 'TXT':
      return (await resolver.resolveTxt(name)).map((chunks) => row(name, type, chunks.join(''), { chunks }))
    case 'SRV':
      return (await resolver.resolveSrv(name)).map((entry) => row(name, type, `${entry.priority} ${entry.weight} ${entry.port} ${entry.name}`, { priority: entry.priority, weight: entry.weight, port: entry.port, target: entry.name }))
    case 'CAA':
      return (await resolver.resolveCaa(name)).map((entry) => {
        const tag = (['issue', 'issuewild', 'iodef', 'contactemail', 'contactphone'] as const).find((key) => key in entry) ?? 'unknown'
        const value = String((entry as unknown as Record<string, unknown>)[tag] ?? '')
        return row(name, type, `${entry.critical} ${tag} "${value}"`, { flags: entry.critical, tag, value })
      })
    case 'SOA': {
      const soa = await resolver.resolveSoa(name)
      const data = { primaryNs: soa.nsname, hostmaster: soa.hostmaster, serial: soa.serial, refresh: soa.refresh, retry: soa.retry, expire: soa.expire, minimumTtl: soa.minttl }
      return [row(name, type, `${soa.nsname} ${soa.hostmaster} ${soa.serial} ${soa.refresh} ${soa.retry} ${soa.expire} ${soa.minttl}`, data)]
    }
  }
}

/** The reverse-DNS name of an IP address: `4.3.2.1.in-addr.arpa`, or the 32 nibbles of an IPv6 address under ip6.arpa. */
export function reverseName(ip: string): string {
  if (isIP(ip) === 4) return `${ip.split('.').reverse().join('.')}.in-addr.arpa`
  const [head = '', tail = ''] = ip.toLowerCase().split('::')
  const groups = (part: string) => (part ? part.split(':') : [])
  const missing = 8 - groups(head).length - groups(tail).length
  const full = ip.includes('::') ? [...groups(head), ...Array(missing).fill('0'), ...groups(tail)] : groups(head)
  return `${full.map((group) => group.padStart(4, '0')).join('').split('').reverse().join('.')}.ip6.arpa`
}

/** The PTR names of an IP address (reverse DNS), sorted; [] when it has none. */
export async function reverseNames(resolver: Resolver, ip: string): Promise<string[]> {
  try {
    return (await resolver.resolvePtr(reverseName(ip))).map((name) => name.toLowerCase()).sort()
  } catch (error) {
    const code = (error as { code?: string }).code ?? ''
    if (NO_SUCH_NAME.has(code) || NO_DATA.has(code)) return []
    if (code === 'ETIMEOUT') throw createError('UPSTREAM_TIMEOUT', `DNS: no answer for the reverse name of ${ip} in time`)
    throw createError('UPSTREAM_FAILED', `DNS: the resolver could not answer the reverse name of ${ip} (${code || 'error'})`)
  }
}
