import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { openFda, searchRecalls } from '@svc/providers/openfda'
import { recallParams } from '../openfda/recalls.ts'

export default defineOperation({
  name: 'fda-food-recalls',
  sources: sourcesInWords('openFDA `food/enforcement.json`'),
  method: 'GET',
  description: 'FDA food recall enforcement reports (via openFDA): by product, firm, reason, class, status, state and date; each with recall number, class, status, product, reason, firm, distribution, quantity and dates.',
  input: v.object(recallParams),
  upstreams: [openFda],
  keywords: ['food recall', 'recalled food', 'listeria recall', 'salmonella recall'],
  handler: ({ input, upstream }) => searchRecalls(upstream(openFda), 'food', input),
})
