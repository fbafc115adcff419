import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import compute from './operations/compute.ts'
import { vocabulary } from './vocabulary.ts'

/** The hash group. */
export const hashPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'hash',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    compute, // POST /api/hash/compute  0.0025
  ],
})
