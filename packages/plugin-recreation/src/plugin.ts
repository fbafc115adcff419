import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** The recreation group, answered from Recreation.gov's RIDB (key). */
export const recreationPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'recreation',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    search, // GET /api/recreation/search  0.003  RIDB /api/v1/facilities (key)
  ],
})
