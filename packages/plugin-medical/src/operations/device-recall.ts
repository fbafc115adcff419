import { requireOne, optionalDate, requireOrder } from '@svc/core'
import * as v from 'valibot'
import { anyDay, dateRange, fieldTerms, paging, productCode, str, textLists, texts, words } from '../fda.ts'
import { fdaListOperation } from '../fda-operation.ts'

const input = v.object({
  productCode,
  device: words('Words of the product description'),
  firm: words('Recalling firm'),
  kNumber: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^K\d{6}$/, 'must be a 510(k) number such as K213456'), v.description('510(k) number of the recalled device'))),
  reason: words('Words of the reason for recall'),
  from: optionalDate('Recall initiated on or after (YYYY-MM-DD)'),
  to: optionalDate('Recall initiated on or before (YYYY-MM-DD)'),
  ...paging,
})

export default fdaListOperation({
  name: 'device-recall',
  description: 'FDA medical device recalls (openFDA device/recall, the Recall database): by product code, device, firm, 510(k) number, reason and initiation date; status, root cause, action, quantity and distribution, newest first.',
  input,
  check: (input) => {
    requireOne(input, ['productCode', 'device', 'firm', 'kNumber', 'reason', 'from', 'to'])
    requireOrder(input, 'from', 'to')
  },
  keywords: ['medical device recall', 'recalled implant', 'device recall root cause'],
  example: { params: { device: 'infusion pump', limit: 5 } },
  search: {
    path: '/device/recall.json',
    terms: (input) => [...fieldTerms(input, { productCode: 'product_code', device: 'product_description', firm: 'recalling_firm', kNumber: 'k_numbers', reason: 'reason_for_recall' }), dateRange('event_date_initiated', input.from, input.to)],
    sort: 'event_date_initiated:desc',
  },
  row: (row) => ({
    recallId: str(row.product_res_number) ?? str(row.cfres_id),
    ...texts(row, { eventNumber: 'res_event_number', status: 'recall_status' }),
    initiatedDate: anyDay(row.event_date_initiated),
    postedDate: anyDay(row.event_date_posted),
    terminatedDate: anyDay(row.event_date_terminated),
    ...texts(row, {
      firm: 'recalling_firm', product: 'product_description', productCode: 'product_code', device: 'openfda.device_name', deviceClass: 'openfda.device_class',
      reason: 'reason_for_recall', rootCause: 'root_cause_description', action: 'action', quantity: 'product_quantity', distribution: 'distribution_pattern', codeInfo: 'code_info',
    }),
    ...textLists(row, { kNumbers: 'k_numbers', pmaNumbers: 'pma_numbers' }),
  }),
})
