import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import gauge from './operations/gauge.ts'
import { vocabulary } from './vocabulary.ts'

/** The water group: USGS gauges, read through plugin-gov's NWIS adapter. */
export const waterPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'water',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    gauge, // GET /api/water/gauge  0.003  USGS NWIS instantaneous values (via gov.usgs-water)
  ],
})
