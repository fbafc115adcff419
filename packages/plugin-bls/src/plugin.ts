import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import series from './operations/series.ts'
import { vocabulary } from './vocabulary.ts'

/** The bls operations, answered from the BLS Public Data API. */
export const blsPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'bls',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    series, // GET /api/bls/series  0.003  BLS Public Data API v2
  ],
})
