import { testPlugin } from '@svc/core/testing'
import { wordPlugin } from '../src/index.ts'

testPlugin(wordPlugin, {
  examples: {
    'word.define': { word: 'dog' },
    'word.related': { word: 'dog', relation: 'synonyms' },
  },
})
