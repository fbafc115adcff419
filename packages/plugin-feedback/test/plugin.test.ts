import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { createFeedbackPlugin } from '../src/index.ts'

testPlugin(createFeedbackPlugin(), {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: { 'feedback.send': { message: 'The forecast endpoint could also give the UV index.', category: 'feature', rating: 4 } },
})
