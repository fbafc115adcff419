import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The geocode group: OpenStreetMap Nominatim, and the US Census geocoder for US addresses. */
export const geocodePlugin = definePlugin({
  group: 'geocode',
  search: { vocabulary },
  operations,
})
