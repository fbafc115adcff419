import { definePlugin } from '@svc/core'
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
  examples,
  group: 'energy',
  search: { vocabulary },
  operations: [
    carbonIntensityUk,
    electricityRates,
    fuelStations,
    generationMix,
    prices,
    solarForecast,
    solarResource,
    utilityRates,
  ],
})
