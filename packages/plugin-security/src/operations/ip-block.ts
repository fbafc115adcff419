import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { ipAddress } from '../ip/params.ts'
import { lookupBlock, registryOf } from '../rdap/ip-network.ts'
import { ianaRdap, RIRS } from '../upstreams/rdap.ts'

export default defineOperation({
  name: 'ip-block',
  method: 'GET',
  description: 'The registered network block of an IP address from its regional Internet registry over RDAP (ARIN, RIPE NCC, APNIC, LACNIC, AFRINIC, found through IANA\'s bootstrap): CIDR, range, network name and type, country, owning organization, abuse contact, registration dates.',
  input: v.object({ ip: ipAddress() }),
  price: { usd: 0.006 },
  upstreams: [ianaRdap, ...RIRS.map((entry) => entry.upstream)],
  keywords: ['who owns this ip range', 'netblock of an ip', 'ip range owner', 'cidr of an address', 'abuse contact for ip', 'rdap ip lookup'],
  example: { params: { ip: '8.8.8.8' } },
  async handler({ input, upstream, signal }) {
    const registry = await registryOf(upstream(ianaRdap), input.ip, signal)
    if (!registry) throw createError('NOT_FOUND', `${input.ip} is in no registry's space (reserved or special-purpose)`)
    const { block, url } = await lookupBlock(upstream(registry), input.ip, signal)
    return lookupAnswer(block, sourceOf(registry, url))
  },
})
