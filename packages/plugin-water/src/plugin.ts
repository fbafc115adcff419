import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import gauge from './operations/gauge.ts'
import { vocabulary } from './vocabulary.ts'

/** The water group: USGS gauges, from the USGS Water Data APIs (@svc/providers/usgs-water-data). */
export const waterPlugin = definePlugin({
  examples,
  group: 'water',
  search: { vocabulary },
  operations: [
    gauge,
  ],
})
