import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import macVendor from './operations/mac-vendor.ts'
import { vocabulary } from './vocabulary.ts'

/** The net group's embedded operation: MAC address vendors from the IEEE registries shipped with the plugin. */
export const netPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'net',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    macVendor, // GET /api/net/mac-vendor  0.003
  ],
})
