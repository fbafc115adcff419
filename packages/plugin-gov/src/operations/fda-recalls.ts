import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { openFda, searchRecalls } from '@svc/providers/openfda'
import { recallParams } from '../openfda/recalls.ts'

export default defineOperation({
  name: 'fda-recalls',
  sources: sourcesInWords('openFDA `{drug,device,food}/enforcement.json`'),
  method: 'GET',
  description: 'FDA recall enforcement reports for drugs, medical devices or food (via openFDA): by category, product, firm, reason, class, status, state and date.',
  input: v.object({ category: v.pipe(v.picklist(['drug', 'device', 'food']), v.description('Which enforcement reports')), ...recallParams }),
  upstreams: [openFda],
  keywords: ['drug recall', 'device recall', 'fda recall', 'recalled product'],
  handler: ({ input, upstream }) => searchRecalls(upstream(openFda), input.category, input),
})
