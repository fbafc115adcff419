import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import profile from './operations/profile.ts'
import related from './operations/related.ts'
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** The occupation group: O*NET Web Services (API version 2, key required). */
export const occupationPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'occupation',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    search, //   GET /api/occupation/search   0.0025  O*NET /online/search
    profile, //  GET /api/occupation/profile  0.0036  O*NET /online/occupations/{code}/
    related, //  GET /api/occupation/related  0.0025  O*NET /online/occupations/{code}/summary/related_occupations
  ],
})
