import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import now from './operations/now.ts'
import { vocabulary } from './vocabulary.ts'

/** The tides group, answered from NOAA CO-OPS. */
export const tidesPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'tides',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    now, // GET /api/tides/now  0.0025  NOAA CO-OPS datagetter (water_level latest + hilo predictions)
  ],
})
