import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import citations from './operations/citations.ts'
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** Scholarly papers from OpenAlex. */
export const papersPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'papers',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    citations, // GET /api/papers/citations  0.006  OpenAlex works?filter=cites:
    search, // GET /api/papers/search        0.006  OpenAlex works?search=
  ],
})
