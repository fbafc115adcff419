import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The geocode group: OpenStreetMap Nominatim, and the US Census geocoder for US addresses. */
export const geocodePlugin = definePlugin({
  examples,
  group: 'geocode',
  search: { vocabulary },
  operations,
})
