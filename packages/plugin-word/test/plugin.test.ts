import { readServiceCatalog, testPlugin } from '@svc/core/testing'
import { wordPlugin } from '../src/index.ts'

testPlugin(wordPlugin, {
  catalog: readServiceCatalog(),
  examples: {
    'word.define': { word: 'dog' },
    'word.related': { word: 'dog', relation: 'synonyms' },
  },
})
