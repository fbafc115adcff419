import { createError, defineOperation, localSource, lookupAnswer, runSection, sectionData, sectionStatus, type Section } from '@svc/core'
import { callerDns } from '@svc/providers/dns'
import * as v from 'valibot'
import { ip } from '../params.ts'
import { asOverviewOf, countryOf, networkOf, ripestat, ripestatSources, rpkiOf } from '../ripestat.ts'

export default defineOperation({
  name: 'ip-resolve',
  method: 'GET',
  description: 'Everything about an IP address at once: the routed prefix and origin AS with its holder, the country of the RIR statistics, the RPKI validity of the announcement (RIPEstat) and the reverse DNS names; each section found, not_found or error on its own.',
  input: v.object({ ip }),
  upstreams: [ripestat],
  sources: [
    ripestatSources.networkInfo,
    ripestatSources.asOverview,
    ripestatSources.rirStatsCountry,
    ripestatSources.rpkiValidation,
    { about: 'reverse DNS (PTR names) through the service resolver', cacheTtl: '0s' },
  ],
  keywords: ['who is behind this ip address', 'ip address lookup', 'ip owner and network', 'reverse dns of an ip', 'investigate an ip'],
  example: { params: { ip: '193.0.6.139' } },
  async handler({ input, upstream, config }) {
    const network = await runSection(async () => {
      const found = await networkOf(upstream, input.ip)
      if (!found.prefix || found.asns.length === 0) return null
      const overview = await asOverviewOf(upstream, found.asns[0]!)
      return { prefix: found.prefix, asn: found.asns[0]!, originAsns: found.asns, name: overview.holder, announced: overview.announced }
    }, { failure: 'RIPEstat could not be asked' })
    const routed = sectionData(network)
    const [country, rpki, reverse] = await Promise.all([
      runSection(() => countryOf(upstream, input.ip), { failure: 'RIPEstat could not be asked' }),
      routed
        ? runSection(async () => (({ url: _url, ...result }) => result)(await rpkiOf(upstream, routed.asn, routed.prefix)), { failure: 'RIPEstat could not be asked' })
        : Promise.resolve<Section<null>>(network.status === 'error' ? { status: 'error', message: 'needs the routed prefix, which could not be asked' } : { status: 'not_found', data: null }),
      runSection(() => callerDns(config).reverse(input.ip), { failure: 'DNS could not be asked', found: (names) => names.length > 0 }),
    ])
    const sections: Array<Section<unknown>> = [network, country, rpki, reverse]
    if (sections.every((part) => part.status === 'error')) throw createError('UPSTREAM_FAILED', `ip: no source could be asked about ${input.ip}`)
    const part = <T>(section: Section<T>) => ({ ...sectionStatus(section), data: sectionData(section) })
    return lookupAnswer({ ip: input.ip, network: part(network), country: part(country), rpki: part(rpki), reverseDns: part(reverse) },
      localSource('RIPEstat Data API and reverse DNS (the service resolver)', 'https://stat.ripe.net/docs/data-api/', 'RIPEstat terms and conditions; DNS records public'))
  },
})
