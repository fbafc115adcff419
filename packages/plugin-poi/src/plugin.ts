import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The poi group: OpenStreetMap points of interest through plugin-geo's Overpass adapter. */
export const poiPlugin = definePlugin({
  examples,
  group: 'poi',
  search: { vocabulary },
  operations,
})
