import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import carbonIntensityUk from './operations/carbon-intensity-uk.ts'
import generationMix from './operations/generation-mix.ts'

/** The energy group (first part: Great Britain's grid; EIA, NREL and Forecast.Solar operations are not built yet). */
export const energyPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'energy',
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    carbonIntensityUk, // GET /api/energy/carbon-intensity-uk  0.0025  Carbon Intensity API /intensity, /regional/postcode/{outward}
    generationMix, //     GET /api/energy/generation-mix       0.0025  Carbon Intensity API /generation
  ],
})
