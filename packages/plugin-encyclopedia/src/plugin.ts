import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import summary from './operations/summary.ts'
import { vocabulary } from './vocabulary.ts'

/** The encyclopedia (Wikipedia). */
export const encyclopediaPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'encyclopedia',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    summary, // GET /api/encyclopedia/summary  0.0025  Wikipedia REST page summary (+ title search)
  ],
})
