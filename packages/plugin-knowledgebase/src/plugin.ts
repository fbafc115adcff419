import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The knowledge base (Wikidata). */
export const knowledgebasePlugin = definePlugin({
  group: 'knowledgebase',
  search: { vocabulary },
  operations,
})
