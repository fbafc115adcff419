import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import lookup from './operations/lookup.ts'
import { vocabulary } from './vocabulary.ts'

/** The timezone group, answered from the tz database and zone boundaries shipped in npm packages. */
export const timezonePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'timezone',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    lookup, // GET /api/timezone/lookup  0.0025  moment-timezone (tzdb) + geo-tz (boundaries)
  ],
})
