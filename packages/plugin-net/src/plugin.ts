import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import asn from './operations/asn.ts'
import ipResolve from './operations/ip-resolve.ts'
import macVendor from './operations/mac-vendor.ts'
import rpkiValidity from './operations/rpki-validity.ts'
import { vocabulary } from './vocabulary.ts'

/** The net group: MAC vendors from the IEEE registries shipped with the plugin; AS, RPKI and IP data from RIPEstat, reverse DNS through @svc/plugin-dns. */
export const netPlugin = definePlugin({
  examples,
  group: 'net',
  search: { vocabulary },
  operations: [
    macVendor,
    asn,
    rpkiValidity,
    ipResolve,
  ],
})
