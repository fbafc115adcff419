import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import asn from './operations/asn.ts'
import ipResolve from './operations/ip-resolve.ts'
import macVendor from './operations/mac-vendor.ts'
import rpkiValidity from './operations/rpki-validity.ts'
import { vocabulary } from './vocabulary.ts'

/** The net group: MAC vendors from the IEEE registries shipped with the plugin; AS, RPKI and IP data from RIPEstat, reverse DNS through @svc/plugin-dns. */
export const netPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'net',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    macVendor, //    GET /api/net/mac-vendor     0.003   oui-data (IEEE registries)
    asn, //          GET /api/net/asn            0.003   RIPEstat as-overview, announced-prefixes, rir-stats-country, network-info
    rpkiValidity, // GET /api/net/rpki-validity  0.0036  RIPEstat rpki-validation
    ipResolve, //    GET /api/net/ip-resolve     0.009   composite: RIPEstat network-info, as-overview, rir-stats-country, rpki-validation; reverse DNS
  ],
})
