import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import lookup from './operations/lookup.ts'
import profile from './operations/profile.ts'
import { vocabulary } from './vocabulary.ts'

/** The aircraft operations: airframe identity by registration or Mode S address, and a profile with accident history. */
export const aircraftPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'aircraft',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    lookup, //  GET /api/aircraft/lookup   0.0036  adsbdb
    profile, // GET /api/aircraft/profile  0.0108  adsbdb + hexdb + aviation.accidents (NTSB), concurrently
  ],
})
