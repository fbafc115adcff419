import { requireOne, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { anyDay, either, paging, strings, term, textLists, texts, words } from '../fda.ts'
import { fdaListOperation } from '../fda-operation.ts'

/** The label sections answered, by openFDA's SPL field names; each is a list of texts there, joined here. */
const SECTIONS = {
  boxedWarning: 'boxed_warning',
  indications: 'indications_and_usage',
  dosage: 'dosage_and_administration',
  contraindications: 'contraindications',
  warnings: 'warnings',
  warningsAndPrecautions: 'warnings_and_cautions',
  adverseReactions: 'adverse_reactions',
  interactions: 'drug_interactions',
  pregnancy: 'pregnancy',
  overdosage: 'overdosage',
  purpose: 'purpose',
  activeIngredient: 'active_ingredient',
} as const

const input = v.object({
  name: words('Brand or generic name, e.g. ibuprofen'),
  rxcui: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,8}$/, 'must be an RxNorm concept id (digits)'), v.description('RxNorm concept id (RXCUI)'))),
  ndc: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{4,5}-\d{3,4}(-\d{1,2})?$/, 'must be a product or package NDC with dashes, e.g. 0573-0164'), v.description('National Drug Code (product or package, with dashes)'))),
  setId: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.uuid('must be an SPL set id (UUID)'), v.description('SPL set id'))),
  ...paging,
  limit: rowLimit(10, 3, 'Labels per page (1-10)'),
})

export default fdaListOperation({
  name: 'drug-label',
  description: 'FDA drug labels (structured product labeling via openFDA drug/label): boxed warning, indications, dosage, contraindications, warnings, adverse reactions, interactions and more, by name, RXCUI, NDC or SPL set id.',
  input,
  check: (input) => requireOne(input, ['name', 'rxcui', 'ndc', 'setId']),
  keywords: ['package insert', 'prescribing information', 'drug warnings', 'dosage instructions', 'boxed warning'],
  example: { params: { name: 'ibuprofen', limit: 1 } },
  search: {
    path: '/drug/label.json',
    terms: (input) => [
      input.name && either(['openfda.brand_name', 'openfda.generic_name'], input.name),
      input.rxcui && term('openfda.rxcui', input.rxcui),
      input.ndc && either([input.ndc.split('-').length === 3 ? 'openfda.package_ndc' : 'openfda.product_ndc'], input.ndc),
      input.setId && term('set_id', input.setId),
    ],
    sort: 'effective_time:desc',
  },
  row: (row) => ({
    ...texts(row, { setId: 'set_id', id: 'id', version: 'version' }),
    effectiveDate: anyDay(row.effective_time),
    ...textLists(row, { brandNames: 'openfda.brand_name', genericNames: 'openfda.generic_name', manufacturers: 'openfda.manufacturer_name' }),
    productType: strings(row.openfda?.product_type)[0] ?? null,
    ...textLists(row, { routes: 'openfda.route', substances: 'openfda.substance_name', rxcuis: 'openfda.rxcui', applicationNumbers: 'openfda.application_number', productNdcs: 'openfda.product_ndc' }),
    sections: Object.fromEntries(Object.entries(SECTIONS).map(([key, field]) => [key, strings(row[field]).join('\n\n') || null])),
  }),
})
