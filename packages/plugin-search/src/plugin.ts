import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The search group: web search on the operator's engine, an answer from it by the host's model, and page operations (core serves search.endpoints). */
export const searchPlugin = definePlugin({
  group: 'search',
  search: { vocabulary },
  operations,
})
