import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import recent from './operations/recent.ts'
import { vocabulary } from './vocabulary.ts'

/** The quakes group, answered from the USGS earthquake catalog. */
export const quakesPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'quakes',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    recent, // GET /api/quakes/recent  0.0025  USGS FDSN event web service (GeoJSON)
  ],
})
