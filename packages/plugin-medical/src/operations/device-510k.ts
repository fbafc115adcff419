import { requireOne, optionalDate, requireOrder } from '@svc/core'
import * as v from 'valibot'
import { anyDay, dateRange, fieldTerms, flag, paging, productCode, str, texts, words } from '../fda.ts'
import { fdaListOperation } from '../fda-operation.ts'

const input = v.object({
  kNumber: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^(K\d{6}|DEN\d{6})$/, 'must be a 510(k) number such as K213456 or a De Novo number such as DEN200012'), v.description('510(k) or De Novo number'))),
  device: words('Words of the device name'),
  applicant: words('Applicant (company)'),
  productCode,
  from: optionalDate('Decided on or after (YYYY-MM-DD)'),
  to: optionalDate('Decided on or before (YYYY-MM-DD)'),
  ...paging,
})

export default fdaListOperation({
  name: 'device-510k',
  description: 'FDA 510(k) premarket clearances of medical devices (openFDA device/510k): by 510(k) number, device name, applicant, product code and decision date; decision, clearance type, dates and review panel, newest decision first.',
  input,
  check: (input) => {
    requireOne(input, ['kNumber', 'device', 'applicant', 'productCode', 'from', 'to'])
    requireOrder(input, 'from', 'to')
  },
  keywords: ['510k clearance', 'premarket notification', 'fda cleared device', 'k number lookup'],
  example: { params: { device: 'pulse oximeter', limit: 5 } },
  search: {
    path: '/device/510k.json',
    terms: (input) => [...fieldTerms(input, { kNumber: 'k_number', device: 'device_name', applicant: 'applicant', productCode: 'product_code' }), dateRange('decision_date', input.from, input.to)],
    sort: 'decision_date:desc',
  },
  row: (row) => ({
    ...texts(row, {
      kNumber: 'k_number', device: 'device_name', applicant: 'applicant', productCode: 'product_code', deviceClass: 'openfda.device_class',
      regulationNumber: 'openfda.regulation_number', decision: 'decision_description', decisionCode: 'decision_code',
    }),
    decisionDate: anyDay(row.decision_date),
    receivedDate: anyDay(row.date_received),
    ...texts(row, { clearanceType: 'clearance_type', reviewPanel: 'advisory_committee_description' }),
    thirdPartyReview: flag(row.third_party_flag),
    expeditedReview: flag(row.expedited_review_flag),
    summaryOrStatement: str(row.statement_or_summary),
    location: texts(row, { city: 'city', state: 'state', country: 'country_code' }),
  }),
})
