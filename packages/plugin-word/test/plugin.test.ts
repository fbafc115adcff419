import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { wordPlugin } from '../src/index.ts'

testPlugin(wordPlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: {
    'word.define': { word: 'dog' },
    'word.related': { word: 'dog', relation: 'synonyms' },
  },
})
