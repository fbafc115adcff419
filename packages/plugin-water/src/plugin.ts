import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import gauge from './operations/gauge.ts'
import { vocabulary } from './vocabulary.ts'

/** The water group: USGS gauges, read through plugin-gov's NWIS adapter. */
export const waterPlugin = definePlugin({
  examples,
  group: 'water',
  search: { vocabulary },
  operations: [
    gauge,
  ],
})
