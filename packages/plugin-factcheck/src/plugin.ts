import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** The factcheck group: published fact checks from Google Fact Check Tools (the operator's Google API key). */
export const factcheckPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'factcheck',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    search, // GET /api/factcheck/search  0.0045  Google Fact Check Tools /v1alpha1/claims:search
  ],
})
