import { createError, defineOperation, forbidTogether, lookupAnswer, requireOne, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { asn, ip } from '../params.ts'
import { announcedPrefixesOf, asOverviewOf, countryOf, networkOf, ripestat, ripestatSources } from '../ripestat.ts'

export default defineOperation({
  name: 'asn',
  method: 'GET',
  description: 'An autonomous system by number, or the one announcing an IP address: holder, whether it is announced, registry block, country (RIR statistics) and the prefixes it originates, from RIPEstat.',
  input: v.object({
    asn: v.optional(asn),
    ip: v.optional(ip),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000), v.description('Announced prefixes to list (0-1000, default 100; 0 skips them)')), 100),
  }),
  check: (input) => {
    requireOne(input, ['asn', 'ip'])
    forbidTogether(input, 'asn', 'ip')
  },
  upstreams: [ripestat],
  sources: [ripestatSources.asOverview, ripestatSources.announcedPrefixes, ripestatSources.rirStatsCountry, ripestatSources.networkInfo],
  keywords: ['who owns this ip range', 'autonomous system lookup', 'which isp announces an ip', 'bgp prefixes of an as', 'asn holder'],
  example: { params: { asn: 'AS3333', limit: 3 } },
  async handler({ input, upstream }) {
    let network: { prefix: string | null; asns: number[] } | null = null
    let number = input.asn
    if (input.ip !== undefined) {
      network = await networkOf(upstream, input.ip)
      if (!network.prefix || network.asns.length === 0) throw createError('NOT_FOUND', `ip: ${input.ip} is not in any prefix announced in BGP (RIPEstat RIS)`)
      number = network.asns[0]!
    }
    const [overview, country, prefixes] = await Promise.all([
      asOverviewOf(upstream, number!),
      countryOf(upstream, input.ip ?? `AS${number}`),
      input.limit > 0 ? announcedPrefixesOf(upstream, number!) : Promise.resolve(null),
    ])
    if (!overview.holder && !overview.block) throw createError('NOT_FOUND', `asn: AS${number} is not registered (RIPEstat)`)
    return lookupAnswer({
      asn: number,
      name: overview.holder,
      announced: overview.announced,
      block: overview.block,
      country,
      ...(network ? { ip: input.ip, prefix: network.prefix, originAsns: network.asns } : {}),
      prefixCount: prefixes?.length ?? null,
      prefixes: prefixes ? prefixes.slice(0, input.limit) : null,
    }, sourceOf(ripestat, overview.url))
  },
})
