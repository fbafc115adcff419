import { limit, RECALL_CLASSES, RECALL_STATUSES, skip, text } from '@svc/providers/openfda'
import * as v from 'valibot'
import { dateSpan, stateCode } from '../shared/params.ts'

/** Parameters of the enforcement-report (recall) operations; the search itself is @svc/providers/openfda's `searchRecalls`. */
export const recallParams = {
  product: text('Words of the product description'),
  firm: text('Recalling firm'),
  reason: text('Words of the reason for recall'),
  classification: v.optional(v.pipe(v.picklist(RECALL_CLASSES), v.description('Class I is the most serious'))),
  status: v.optional(v.pipe(v.picklist(RECALL_STATUSES), v.description('Recall status'))),
  state: stateCode('State of the recalling firm'),
  ...dateSpan('Reported'),
  limit,
  skip,
}
