import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import doiLookup from './operations/doi-lookup.ts'
import { vocabulary } from './vocabulary.ts'

/** One paper by DOI, from Crossref. */
export const paperPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'paper',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    doiLookup, // GET /api/paper/doi-lookup  0.003  Crossref /works/{doi}
  ],
})
