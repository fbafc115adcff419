import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The poi group: OpenStreetMap points of interest through plugin-geo's Overpass adapter. */
export const poiPlugin = definePlugin({
  group: 'poi',
  search: { vocabulary },
  operations,
})
