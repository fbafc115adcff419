import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import lookup from './operations/lookup.ts'
import near from './operations/near.ts'
import { vocabulary } from './vocabulary.ts'

/** The airport group answered on the host from the shipped OurAirports table: no upstream, no key. */
export const airportPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'airport',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    lookup, //  GET /api/airport/lookup   0.0025  by IATA / ICAO / ident / GPS / local code; 404 NOT_FOUND
    near, //    GET /api/airport/near     0.0025  great-circle distance within a radius
  ],
})
