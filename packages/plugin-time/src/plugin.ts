import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import parse from './operations/parse.ts'
import { vocabulary } from './vocabulary.ts'

/** The time group, computed on the host (chrono-node; IANA zones from moment-timezone). */
export const timePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'time',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    parse, // GET /api/time/parse  0.0025  chrono-node
  ],
})
