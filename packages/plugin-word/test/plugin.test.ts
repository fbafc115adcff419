import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { wordPlugin } from '../src/index.ts'

testPlugin(wordPlugin, {
  catalog: serviceCatalog,
  examples: {
    'word.define': { word: 'dog' },
    'word.related': { word: 'dog', relation: 'synonyms' },
  },
})
