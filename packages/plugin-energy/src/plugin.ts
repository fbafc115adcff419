import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import carbonIntensityUk from './operations/carbon-intensity-uk.ts'
import electricityRates from './operations/electricity-rates.ts'
import fuelStations from './operations/fuel-stations.ts'
import generationMix from './operations/generation-mix.ts'
import prices from './operations/prices.ts'
import solarForecast from './operations/solar-forecast.ts'
import solarResource from './operations/solar-resource.ts'
import utilityRates from './operations/utility-rates.ts'
import { vocabulary } from './vocabulary.ts'

/** The energy group: Great Britain's grid (Carbon Intensity API), U.S. prices (EIA), NREL data and solar forecasts. */
export const energyPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'energy',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    carbonIntensityUk, // GET /api/energy/carbon-intensity-uk  0.0025  Carbon Intensity API /intensity, /regional/postcode/{outward}
    electricityRates, //  GET /api/energy/electricity-rates    0.0025  EIA v2 /electricity/retail-sales (key)
    fuelStations, //      GET /api/energy/fuel-stations        0.003   NREL /api/alt-fuel-stations/v1/nearest (key)
    generationMix, //     GET /api/energy/generation-mix       0.0025  Carbon Intensity API /generation
    prices, //            GET /api/energy/prices               0.0072  EIA v2 petroleum and natural gas prices (key)
    solarForecast, //     GET /api/energy/solar-forecast       0.0036  Forecast.Solar /estimate/:lat/:lon/:dec/:az/:kwp
    solarResource, //     GET /api/energy/solar-resource       0.003   NREL /api/solar/solar_resource/v1 (key)
    utilityRates, //      GET /api/energy/utility-rates        0.0025  OpenEI U.S. Utility Rate Database /utility_rates v7 (key)
  ],
})
