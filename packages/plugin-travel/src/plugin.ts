import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import advisory from './operations/advisory.ts'
import visa from './operations/visa.ts'
import { vocabulary } from './vocabulary.ts'

/** The travel group: U.S. State Department travel advisories and the Passport Index visa requirements dataset. */
export const travelPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'travel',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    advisory, // GET /api/travel/advisory  0.0025  State Department cadataapi /api/TravelAdvisories
    visa, //     GET /api/travel/visa      0.0025  Passport Index dataset CSV (MIT), cached a week
  ],
})
