import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** The book operations, answered from Open Library. */
export const bookPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'book',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    search, // GET /api/book/search  0.003  Open Library search API
  ],
})
