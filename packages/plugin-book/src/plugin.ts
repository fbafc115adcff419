import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The book operations, answered from Open Library. */
export const bookPlugin = definePlugin({
  group: 'book',
  search: { vocabulary },
  operations,
})
