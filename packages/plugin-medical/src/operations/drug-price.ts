import { createError, defineOperation, listAnswer, requireExactlyOne, rowLimit, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { anyDay, str } from '../fda.ts'
import { medicaid } from '../upstreams/medicaid.ts'

const answer = v.object({ results: v.array(v.record(v.string(), v.unknown())), count: v.optional(v.number()) })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** NADAC's codes, spelled out. */
const CLASSIFICATION: Record<string, string> = { G: 'generic', B: 'brand', 'B-ANDA': 'brand approved as generic (ANDA)' }
const PHARMACY: Record<string, string> = { C: 'chain', I: 'independent', 'C/I': 'chain and independent' }

const input = v.object({
  ndc: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\d{11}|\d{4,5}-\d{3,4}-\d{1,2})$/, 'must be an NDC: 11 digits, or 10 digits with two dashes'), v.description('National Drug Code of a package'))),
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(80), v.regex(/^[\p{L}\p{N} .,/%-]+$/u, 'may hold letters, digits, spaces and . , / % -'), v.description('Words of the NADAC description, e.g. atorvastatin 10 mg'))),
  history: v.optional(v.pipe(v.boolean(), v.description('Every weekly price of the year (default: the latest per NDC)')), false),
  limit: rowLimit(100, 20, 'Rows (1-100)'),
})

/** An NDC as NADAC writes it: 11 digits, 5-4-2 padded. */
export function ndc11(ndc: string): string {
  if (!ndc.includes('-')) return ndc
  const [labeler, product, pack] = ndc.split('-') as [string, string, string]
  return `${labeler.padStart(5, '0')}${product.padStart(4, '0')}${pack.padStart(2, '0')}`
}

export default defineOperation({
  name: 'drug-price',
  method: 'GET',
  description: 'What U.S. retail pharmacies pay for a drug: CMS NADAC (National Average Drug Acquisition Cost) per unit, by NDC or description, with the pricing unit, generic or brand, effective date and the generic\'s price for a brand.',
  input,
  check: (input) => requireExactlyOne(input, ['name', 'ndc'], 'a name or an ndc'),
  upstreams: [medicaid],
  cacheTtl: '12h',
  sources: [{ path: '/api/1/datastore/query/{dataset}/0' }],
  keywords: ['drug acquisition cost', 'how much does a pharmacy pay for', 'generic drug price', 'nadac per unit'],
  example: { params: { name: 'atorvastatin 10 mg' } },
  async handler({ input, upstream, settings }) {
    const dataset = String(settings.nadacDataset ?? '').trim()
    if (!UUID.test(dataset)) throw createError('UPSTREAM_NOT_CONFIGURED', 'This operation is not available on this host: settings.medical.nadacDataset must be the identifier (UUID) of a NADAC data set')
    const condition = input.ndc
      ? { 'conditions[0][property]': 'ndc', 'conditions[0][value]': ndc11(input.ndc), 'conditions[0][operator]': '=' }
      : { 'conditions[0][property]': 'ndc_description', 'conditions[0][value]': input.name!.toUpperCase(), 'conditions[0][operator]': 'contains' }
    const response = await upstream(medicaid).json(`/api/1/datastore/query/${dataset}/0`, {
      query: { ...condition, 'sorts[0][property]': 'effective_date', 'sorts[0][order]': 'desc', limit: input.history ? input.limit : 500, offset: 0, count: 'true', results: 'true', schema: 'false', keys: 'true' },
      schema: answer,
    })
    const rows = response.data.results.map((row) => ({
      ndc: str(row.ndc),
      description: str(row.ndc_description),
      nadacPerUnit: Number(row.nadac_per_unit) || null,
      pricingUnit: str(row.pricing_unit),
      effectiveDate: anyDay(row.effective_date),
      asOfDate: anyDay(row.as_of_date),
      classification: CLASSIFICATION[String(row.classification_for_rate_setting)] ?? str(row.classification_for_rate_setting),
      otc: row.otc === 'Y' ? true : row.otc === 'N' ? false : null,
      pharmacyType: PHARMACY[String(row.pharmacy_type_indicator)] ?? str(row.pharmacy_type_indicator),
      explanationCode: str(row.explanation_code),
      genericNadacPerUnit: Number(row.corresponding_generic_drug_nadac_per_unit) || null,
      genericEffectiveDate: anyDay(row.corresponding_generic_drug_effective_date),
    }))
    // Latest price per NDC unless the history is asked: the rows come newest first.
    const items = input.history ? rows : rows.filter((row, index) => rows.findIndex((other) => other.ndc === row.ndc) === index).slice(0, input.limit)
    return listAnswer(items, sourceOf(medicaid, response.url), { total: input.history ? (response.data.count ?? null) : items.length })
  },
})
