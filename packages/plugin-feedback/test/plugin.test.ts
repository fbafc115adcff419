import { testPlugin } from '@svc/core/testing'
import { createFeedbackPlugin } from '../src/index.ts'

testPlugin(createFeedbackPlugin(), {
  examples: { 'feedback.send': { message: 'The forecast endpoint could also give the UV index.', category: 'feature', rating: 4 } },
})
