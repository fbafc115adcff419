import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import entity from './operations/entity.ts'
import { vocabulary } from './vocabulary.ts'

/** The knowledge base (Wikidata). */
export const knowledgebasePlugin = definePlugin({
  examples,
  group: 'knowledgebase',
  search: { vocabulary },
  operations: [
    entity,
  ],
})
