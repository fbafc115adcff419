import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import lookup from './operations/lookup.ts'
import { vocabulary } from './vocabulary.ts'

/** The park group, answered from the US National Park Service API (key). */
export const parkPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'park',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    lookup, // GET /api/park/lookup  0.003  NPS API /api/v1/parks (key)
  ],
})
