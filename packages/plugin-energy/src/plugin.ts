import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The energy group: Great Britain's grid (Carbon Intensity API), U.S. prices (EIA), NREL data and solar forecasts. */
export const energyPlugin = definePlugin({
  group: 'energy',
  search: { vocabulary },
  operations,
})
