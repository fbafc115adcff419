import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The book operations, answered from Open Library. */
export const bookPlugin = definePlugin({
  examples,
  group: 'book',
  search: { vocabulary },
  operations,
})
