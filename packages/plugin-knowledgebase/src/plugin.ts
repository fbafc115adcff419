import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import entity from './operations/entity.ts'
import { vocabulary } from './vocabulary.ts'

/** The knowledge base (Wikidata). */
export const knowledgebasePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'knowledgebase',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    entity, // GET /api/knowledgebase/entity  0.003  Wikidata wbsearchentities + wbgetentities
  ],
})
