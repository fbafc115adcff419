import { createError, defineOperation, invalidField, listAnswer, requireOne, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { num, str } from '../shared/input.ts'
import { limit, page, stateCode, text } from '../shared/params.ts'
import { epaEcho } from '../upstreams/epa-echo.ts'

const error = v.optional(v.object({ ErrorMessage: v.optional(v.string()) }))
const search = v.object({ Results: v.object({ QueryRows: v.optional(v.string()), QueryID: v.optional(v.string()), Error: error }) })
const page0 = v.object({
  Results: v.object({
    Facilities: v.optional(v.array(v.looseObject({ RegistryID: v.string(), FacName: textOrNull, FacStreet: textOrNull, FacCity: textOrNull, FacState: textOrNull, FacZip: textOrNull, FacCounty: textOrNull, FacLat: textOrNull, FacLong: textOrNull, FacNAICSCodes: textOrNull, FacSICCodes: textOrNull, FacActiveFlag: textOrNull, FacMajorFlag: textOrNull, FacInspectionCount: textOrNull, FacDateLastInspection: textOrNull, FacFormalActionCount: textOrNull, FacDateLastFormalAction: textOrNull, FacTotalPenalties: textOrNull, FacQtrsWithNC: textOrNull, FacComplianceStatus: textOrNull, FacSNCFlg: textOrNull, AIRFlag: textOrNull, NPDESFlag: textOrNull, RCRAFlag: textOrNull, TRIFlag: textOrNull })), []),
    Error: error,
  }),
})
/** ECHO writes dates `MM/DD/YYYY` and money `$12,500`. */
const isoDay = (value: string | null) => (value && /^\d{2}\/\d{2}\/\d{4}$/.test(value) ? `${value.slice(6)}-${value.slice(0, 2)}-${value.slice(3, 5)}` : value || null)
const money = (value: string | null) => (value ? num(value.replace(/[$,]/g, '')) : null)
const flag = (value: string | null) => (value === 'Y' ? true : value === 'N' ? false : null)

function refusal(message: string | undefined) {
  const text = message ?? 'the search was refused'
  // ECHO refuses queries matching too many facilities: the caller must narrow them.
  if (/limit|too many/i.test(text)) return invalidField('name', `ECHO matched too many facilities, add filters (${text})`)
  return createError('UPSTREAM_FAILED', `EPA ECHO refused the search: ${text}`)
}

export default defineOperation({
  name: 'epa-facilities',
  method: 'GET',
  description: 'EPA-regulated facilities and their environmental compliance (EPA ECHO): by name, state, city, ZIP, NAICS industry, Clean Air Act, Clean Water Act or RCRA program and significant non-compliance; location, industry codes, programs, inspections, formal enforcement actions, penalties, quarters in non-compliance and the detailed report link.',
  input: v.object({
    name: text(2, 100, 'Facility name words'),
    state: stateCode(),
    city: text(2, 60, 'City'),
    zip: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'must be a 5-digit ZIP code'), v.description('ZIP code'))),
    naics: v.optional(v.pipe(v.string(), v.regex(/^\d{2,6}$/, 'must be 2-6 digits of a NAICS code'), v.description('NAICS code or prefix'))),
    program: v.optional(v.pipe(v.picklist(['air', 'water', 'waste']), v.description('air (CAA), water (CWA), waste (RCRA)'))),
    significantViolator: v.optional(v.pipe(v.boolean(), v.description('Only facilities in significant non-compliance'))),
    limit: limit(100, 20),
    page: page(500),
  }),
  upstreams: [epaEcho],
  keywords: ['epa violations', 'environmental compliance', 'polluting facilities near me', 'echo facility search', 'clean air act violations'],
  // A search without a filter can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['name', 'state', 'city', 'zip', 'naics'])
  },
  async handler({ input, upstream }) {
    const client = upstream(epaEcho)
    const found = await client.json('/echo/echo_rest_services.get_facilities', {
      query: {
        output: 'JSON', p_fn: input.name, p_st: input.state, p_ct: input.city, p_zip: input.zip, p_ncs: input.naics, p_act: 'Y',
        p_med: input.program && { air: 'A', water: 'W', waste: 'R' }[input.program], p_sncs: input.significantViolator ? 'Y' : undefined, responseset: input.limit,
      },
      schema: search,
    })
    if (found.data.Results.Error) throw refusal(found.data.Results.Error.ErrorMessage)
    const total = num(found.data.Results.QueryRows) ?? 0
    const qid = found.data.Results.QueryID
    if (total === 0 || !qid) return listAnswer([], sourceOf(epaEcho, found.url), { total: total })
    // Step two: the query's page of facilities.
    const rows = await client.json('/echo/echo_rest_services.get_qid', { query: { output: 'JSON', qid, pageno: input.page, responseset: input.limit }, schema: page0 })
    if (rows.data.Results.Error) throw refusal(rows.data.Results.Error.ErrorMessage)
    const items = rows.data.Results.Facilities!.map((row) => ({
      registryId: row.RegistryID,
      name: row.FacName,
      address: row.FacStreet,
      city: row.FacCity,
      state: row.FacState,
      zip: row.FacZip,
      county: row.FacCounty,
      latitude: num(row.FacLat),
      longitude: num(row.FacLong),
      naicsCodes: str(row.FacNAICSCodes)?.split(' ').filter(Boolean) ?? [],
      sicCodes: str(row.FacSICCodes)?.split(' ').filter(Boolean) ?? [],
      active: flag(row.FacActiveFlag),
      major: flag(row.FacMajorFlag),
      programs: { air: flag(row.AIRFlag), water: flag(row.NPDESFlag), waste: flag(row.RCRAFlag), toxicsRelease: flag(row.TRIFlag) },
      inspections: num(row.FacInspectionCount),
      lastInspection: isoDay(row.FacDateLastInspection),
      formalActions: num(row.FacFormalActionCount),
      lastFormalAction: isoDay(row.FacDateLastFormalAction),
      totalPenalties: money(row.FacTotalPenalties),
      quartersInNonCompliance: num(row.FacQtrsWithNC),
      complianceStatus: row.FacComplianceStatus,
      significantViolator: flag(row.FacSNCFlg),
      url: `https://echo.epa.gov/detailed-facility-report?fid=${row.RegistryID}`,
    }))
    return listAnswer(items, sourceOf(epaEcho, rows.url), { total: total })
  },
})
