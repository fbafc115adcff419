import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import address from './operations/address.ts'
import reverse from './operations/reverse.ts'
import { vocabulary } from './vocabulary.ts'

/** The geocode group: OpenStreetMap Nominatim, and the US Census geocoder for US addresses. */
export const geocodePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'geocode',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    address, // GET /api/geocode/address  0.0025  Census Geocoder (country=US) then Nominatim /search
    reverse, // GET /api/geocode/reverse  0.0025  Nominatim /reverse
  ],
})
