import { cidrBlock, createError, defineOperation, forbidTogether, ipAddress, lookupAnswer, requireOne, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { refuseUnservedRegistry } from '../rdap/designations.ts'
import { ipNetworkSources, lookupBlock, registryOf } from '../rdap/ip-network.ts'
import { ianaRdap, RIRS } from '../upstreams/rdap.ts'

export default defineOperation({
  name: 'ip-block',
  method: 'GET',
  description: 'The registered network block of an IP address or CIDR block from its regional Internet registry over RDAP (ARIN, RIPE NCC, APNIC, LACNIC, AFRINIC, found through IANA\'s bootstrap): CIDR, range, network name and type, country, owning organization, abuse contact, registration dates.',
  input: v.object({ ip: v.optional(ipAddress('IPv4 or IPv6 address, e.g. 8.8.8.8')), cidr: v.optional(cidrBlock()) }),
  upstreams: [ianaRdap, ...RIRS.map((entry) => entry.upstream)],
  // IANA's bootstrap, then the one registry of the address: available while any registry is; an address whose registry is not served here is refused.
  choosesUpstream: RIRS.map((entry) => entry.upstream),
  sources: ipNetworkSources,
  keywords: ['who owns this ip range', 'netblock of an ip', 'ip range owner', 'cidr of an address', 'abuse contact for ip', 'rdap ip lookup'],
  example: { params: { ip: '8.8.8.8' } },
  check(input, host) {
    requireOne(input, ['ip', 'cidr'])
    forbidTogether(input, 'ip', 'cidr')
    refuseUnservedRegistry((input.ip ?? input.cidr)!.split('/')[0]!, host)
  },
  async handler({ input, upstream }) {
    // RDAP looks up an address or a block (`/ip/8.8.8.0/24`); the bootstrap is asked with the block's first address.
    const asked = (input.ip ?? input.cidr)!
    const registry = await registryOf(upstream(ianaRdap), asked.split('/')[0]!)
    if (!registry) throw createError('NOT_FOUND', `${asked} is in no registry's space (reserved or special-purpose)`)
    const { block, url } = await lookupBlock(upstream(registry), asked)
    return lookupAnswer(block, sourceOf(registry, url))
  },
})
