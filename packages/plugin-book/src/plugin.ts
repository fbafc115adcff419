import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** The book operations, answered from Open Library. */
export const bookPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'book',
  search: { vocabulary },
  core: '^0.1',
  operations: [
    search, // GET /api/book/search  0.003  Open Library search API
  ],
})
