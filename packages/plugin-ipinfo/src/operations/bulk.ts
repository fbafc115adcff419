import { createError, defineOperation, ipAddress, isApiError, listAnswer, localSource, sourcesInWords } from '@svc/core'
import * as v from 'valibot'

/** Addresses per call, and net.asn calls running at once. */
export const MAX_ADDRESSES = 50
const CONCURRENCY = 5

interface AsnAnswer { items: Array<{ asn: number; name: string | null; prefix?: string | null; country: string | null; announced: boolean }> }

export default defineOperation({
  name: 'bulk',
  sources: sourcesInWords('net.asn (RIPEstat network-info, as-overview, rir-stats-country) per address'),
  method: 'POST',
  description: `The network of up to ${MAX_ADDRESSES} IP addresses in one call: for each, the announcing AS number and holder, the routed prefix and the country of the RIR statistics (RIPEstat, as net.asn answers it). An address no one announces is found: false; one that could not be asked carries its error. No geolocation database.`,
  input: v.object({
    ips: v.pipe(
      v.array(ipAddress()),
      v.minLength(1, 'give at least one address'),
      v.maxLength(MAX_ADDRESSES, `give at most ${MAX_ADDRESSES} addresses`),
      v.description(`IPv4 or IPv6 addresses (1-${MAX_ADDRESSES})`),
    ),
  }),
  requires: ['net.asn'],
  keywords: ['asn of many ip addresses', 'bulk ip lookup', 'which networks do these ips belong to', 'ip to asn batch', 'country of ip addresses'],
  example: { params: { ips: ['193.0.6.139', '2001:67c:2e8:22::c100:68b'] } },
  async handler({ input, call }) {
    const unique = [...new Set(input.ips)]
    const answers = new Map<string, Record<string, unknown>>()
    const queue = [...unique]
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, unique.length) }, async () => {
      for (let ip = queue.shift(); ip !== undefined; ip = queue.shift()) answers.set(ip, await lookup(call, ip))
    }))
    const failed = [...answers.values()].filter((row) => row.error)
    if (failed.length === answers.size) throw createError('UPSTREAM_FAILED', `ips: no address could be asked (${String(failed[0]!.error)}); nothing was charged`)
    const items = input.ips.map((ip) => answers.get(ip)!)
    return listAnswer(items, localSource('RIPEstat Data API (through net.asn)', 'https://stat.ripe.net/docs/data-api/', 'RIPEstat terms and conditions (https://www.ripe.net/about-us/legal/ripestat-service-terms-and-conditions/)'))
  },
})

async function lookup(call: (id: string, input: Record<string, unknown>) => Promise<unknown>, ip: string): Promise<Record<string, unknown>> {
  const empty = { ip, found: false, asn: null, name: null, prefix: null, country: null }
  try {
    const row = ((await call('net.asn', { ip, limit: 0 })) as AsnAnswer).items[0]!
    return { ip, found: true, asn: row.asn, name: row.name, prefix: row.prefix ?? null, country: row.country }
  } catch (error) {
    if (isApiError(error) && error.status === 404) return empty
    return { ...empty, found: null, error: isApiError(error) ? error.message : 'could not be asked' }
  }
}
