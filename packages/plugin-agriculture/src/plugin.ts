import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import drought from './operations/drought.ts'
import stats from './operations/stats.ts'
import { vocabulary } from './vocabulary.ts'

/** The agriculture operations: drought from the U.S. Drought Monitor, statistics from USDA NASS. */
export const agriculturePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'agriculture',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    drought, // GET /api/agriculture/drought  0.0025  U.S. Drought Monitor data services
    stats, // GET /api/agriculture/stats  0.0025  USDA NASS Quick Stats (key)
  ],
})
