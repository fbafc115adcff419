import { cmsRows, cmsRowsSource, dataCms, datasetId } from '@svc/providers/data-cms'
import { createError, defineOperation, listAnswer, lookupAnswer, requireOne, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { cell, num } from '../dkan.ts'
import { limit, offset, state, words } from '../params.ts'

const npi = v.pipe(v.string(), v.trim(), v.regex(/^\d{10}$/, 'must be a 10-digit NPI'), v.description('National Provider Identifier'))

const input = v.object({
  npi: v.optional(npi),
  lastName: words('Last name (individuals) or organization name, as CMS spells it'),
  state,
  specialty: words('Provider type as CMS names it, e.g. Cardiology'),
  limit: limit(100, 20),
  offset,
})

/** One row of "Medicare Physician & Other Practitioners - by Provider". */
const toProvider = (row: Record<string, unknown>) => ({
  npi: cell(row.Rndrng_NPI),
  name: [cell(row.Rndrng_Prvdr_First_Name), cell(row.Rndrng_Prvdr_Last_Org_Name)].filter(Boolean).join(' ') || null,
  credentials: cell(row.Rndrng_Prvdr_Crdntls),
  entity: row.Rndrng_Prvdr_Ent_Cd === 'I' ? 'individual' : row.Rndrng_Prvdr_Ent_Cd === 'O' ? 'organization' : null,
  specialty: cell(row.Rndrng_Prvdr_Type),
  city: cell(row.Rndrng_Prvdr_City),
  state: cell(row.Rndrng_Prvdr_State_Abrvtn),
  zip: cell(row.Rndrng_Prvdr_Zip5),
  acceptsAssignment: row.Rndrng_Prvdr_Mdcr_Prtcptg_Ind === 'Y' ? true : row.Rndrng_Prvdr_Mdcr_Prtcptg_Ind === 'N' ? false : null,
  services: num(row.Tot_Srvcs),
  beneficiaries: num(row.Tot_Benes),
  hcpcsCodes: num(row.Tot_HCPCS_Cds),
  submittedCharges: num(row.Tot_Sbmtd_Chrg),
  allowedAmount: num(row.Tot_Mdcr_Alowd_Amt),
  medicarePayment: num(row.Tot_Mdcr_Pymt_Amt),
  standardizedPayment: num(row.Tot_Mdcr_Stdzd_Amt),
  beneficiaryAverageAge: num(row.Bene_Avg_Age),
  beneficiaryAverageRiskScore: num(row.Bene_Avg_Risk_Scre),
})

export default defineOperation({
  name: 'medicare-provider',
  method: 'GET',
  description: 'What Medicare Part B paid a physician or other practitioner in a year (CMS Medicare Physician & Other Practitioners by Provider): services, beneficiaries, submitted charges, allowed and paid amounts, specialty and location, by NPI or by name, state and specialty.',
  input,
  check: (input) => requireOne(input, ['npi', 'lastName', 'specialty']),
  upstreams: [dataCms],
  sources: [cmsRowsSource],
  requiredSettings: [{ path: 'health.physicianDataset', description: 'identifier of the "Medicare Physician & Other Practitioners - by Provider" data set version on data.cms.gov' }],
  keywords: ['medicare payments to doctor', 'how much medicare paid', 'part b utilization by npi', 'physician medicare billing'],
  example: { params: { npi: '1234567893' } },
  async handler({ input, upstream, settings }) {
    const dataset = datasetId(settings.physicianDataset)
    if (!dataset) throw createError('UPSTREAM_NOT_CONFIGURED', 'This operation is not available on this host: settings.health.physicianDataset must be a data.cms.gov data set identifier (UUID)')
    const result = await cmsRows(upstream(dataCms), dataset, {
      filters: { Rndrng_NPI: input.npi, Rndrng_Prvdr_Last_Org_Name: input.lastName?.toUpperCase(), Rndrng_Prvdr_State_Abrvtn: input.state, Rndrng_Prvdr_Type: input.specialty },
      size: input.npi ? 1 : input.limit,
      offset: input.npi ? 0 : input.offset,
    })
    const items = result.rows.map(toProvider)
    const source = sourceOf({ ...dataCms, name: 'CMS Medicare Physician & Other Practitioners - by Provider (data.cms.gov)' }, result.url)
    if (input.npi) {
      if (!items[0]) throw createError('NOT_FOUND', `npi: CMS has no Medicare Part B figures for ${input.npi} in this data set`)
      return lookupAnswer(items[0], source, { mode: 'lookup' })
    }
    return listAnswer(items, source, { total: null, mode: 'list' })
  },
})
