import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The water group: USGS gauges, from the USGS Water Data APIs (@svc/providers/usgs-water-data). */
export const waterPlugin = definePlugin({
  group: 'water',
  search: { vocabulary },
  operations,
})
