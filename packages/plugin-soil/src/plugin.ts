import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import hardinessZone from './operations/hardiness-zone.ts'
import profile from './operations/profile.ts'
import { vocabulary } from './vocabulary.ts'

/** The soil group: USDA hardiness zones and NRCS soil survey. */
export const soilPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'soil',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    hardinessZone, // GET /api/soil/hardiness-zone  0.0025  Frostline (PRISM/USDA) zone by ZIP
    profile, //       GET /api/soil/profile         0.0025  NRCS Soil Data Access tabular REST (SSURGO)
  ],
})
