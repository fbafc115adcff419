import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import stationHistory from './operations/station-history.ts'
import stationNear from './operations/station-near.ts'
import { vocabulary } from './vocabulary.ts'

/** The climate operations, answered from NOAA NCEI's GHCN-Daily. */
export const climatePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'climate',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    stationHistory, // GET /api/climate/station-history  0.003   NCEI Access Data Service (daily-summaries)
    stationNear, // GET /api/climate/station-near  0.0025  GHCN-Daily station list
  ],
})
