import { requireOne } from '@svc/core'
import * as v from 'valibot'
import { fieldTerms, flag, paging, productCode, str, strings, words } from '../fda.ts'
import { fdaListOperation } from '../fda-operation.ts'

const input = v.object({
  productCode,
  device: words('Words of the device name'),
  deviceClass: v.optional(v.pipe(v.picklist(['1', '2', '3', 'U', 'N', 'F']), v.description('Device class: 1, 2, 3 (highest risk), U unclassified, N not classified, F HDE'))),
  regulationNumber: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{3}\.\d{4}$/, 'must be a 21 CFR regulation number such as 870.2700'), v.description('21 CFR regulation number'))),
  specialty: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter review panel code such as CV'), v.description('Medical specialty (review panel) code, e.g. CV'))),
  ...paging,
})

export default fdaListOperation({
  name: 'device-classification',
  description: 'FDA medical device classification (openFDA device/classification): product code, device name, class 1-3, 21 CFR regulation, review panel, definition, implant and life-sustaining flags, submission type.',
  input,
  check: (input) => requireOne(input, ['productCode', 'device', 'regulationNumber', 'deviceClass', 'specialty']),
  keywords: ['device class', 'fda product code', 'class ii device', 'device regulation number'],
  example: { params: { productCode: 'DQA' } },
  search: {
    path: '/device/classification.json',
    terms: (input) => fieldTerms(input, { productCode: 'product_code', device: 'device_name', deviceClass: 'device_class', regulationNumber: 'regulation_number', specialty: 'medical_specialty' }),
  },
  row: (row) => ({
    productCode: str(row.product_code),
    device: str(row.device_name),
    deviceClass: str(row.device_class),
    regulationNumber: str(row.regulation_number),
    specialty: str(row.medical_specialty),
    specialtyDescription: str(row.medical_specialty_description),
    reviewPanel: str(row.review_panel),
    definition: str(row.definition),
    submissionType: str(row.submission_type_id),
    implant: flag(row.implant_flag),
    lifeSustaining: flag(row.life_sustain_support_flag),
    gmpExempt: flag(row.gmp_exempt_flag),
    thirdPartyReviewEligible: flag(row.third_party_flag),
    kNumbers: strings(row.openfda?.k_number).slice(0, 20),
  }),
})
