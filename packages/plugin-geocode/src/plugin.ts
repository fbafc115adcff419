import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import address from './operations/address.ts'
import reverse from './operations/reverse.ts'
import { vocabulary } from './vocabulary.ts'

/** The geocode group: OpenStreetMap Nominatim, and the US Census geocoder for US addresses. */
export const geocodePlugin = definePlugin({
  examples,
  group: 'geocode',
  search: { vocabulary },
  operations: [
    address,
    reverse,
  ],
})
