import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import bulk from './operations/bulk.ts'
import { vocabulary } from './vocabulary.ts'

/** The ipinfo group: many addresses at once through net.asn (RIPEstat). geo.ip (plugin-geo) answers one address from open country-level data. */
export const ipinfoPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'ipinfo',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    bulk, // POST /api/ipinfo/bulk  0.015  net.asn per address (RIPEstat)
  ],
})
