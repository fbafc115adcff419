import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import compute from './operations/compute.ts'
import { vocabulary } from './vocabulary.ts'

/** The sunrise group, computed on the host (astronomy-engine; IANA zones from moment-timezone). */
export const sunrisePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'sunrise',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    compute, // GET /api/sunrise/compute  0.0025  astronomy-engine
  ],
})
