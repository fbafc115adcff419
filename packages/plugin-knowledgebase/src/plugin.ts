import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The knowledge base (Wikidata). */
export const knowledgebasePlugin = definePlugin({
  examples,
  group: 'knowledgebase',
  search: { vocabulary },
  operations,
})
