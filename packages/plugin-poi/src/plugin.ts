import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import near from './operations/near.ts'
import { vocabulary } from './vocabulary.ts'

/** The poi group: OpenStreetMap points of interest through plugin-geo's Overpass adapter. */
export const poiPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'poi',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    near, // GET /api/poi/near  0.0025  OpenStreetMap Overpass (adapter from @svc/providers/overpass)
  ],
})
