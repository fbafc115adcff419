import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import stationHistory from './operations/station-history.ts'
import stationNear from './operations/station-near.ts'
import { vocabulary } from './vocabulary.ts'

/** The climate operations, answered from NOAA NCEI's GHCN-Daily. */
export const climatePlugin = definePlugin({
  examples,
  group: 'climate',
  search: { vocabulary },
  operations: [
    stationHistory,
    stationNear,
  ],
})
