import { defineOperation, listAnswer, requireOne } from '@svc/core'
import * as v from 'valibot'
import { contains, day, dolQuery, dolSource, dolText } from '../dol/query.ts'
import { dol } from '../upstreams/dol.ts'
import { num, str } from '../shared/input.ts'
import { integer, limit, offset, text } from '../shared/params.ts'

/** Columns of MSHA's Accidents open-data file, lower-cased as the DOL API serves them. */
const accident = v.object({
  document_no: v.union([v.string(), v.number()]),
  mine_id: dolText,
  operator_name: dolText,
  controller_name: dolText,
  subunit: dolText,
  accident_dt: dolText,
  accident_time: dolText,
  cal_yr: dolText,
  degree_injury: dolText,
  classification: dolText,
  accident_type: dolText,
  no_injuries: dolText,
  occupation: dolText,
  activity: dolText,
  injury_source: dolText,
  nature_injury: dolText,
  inj_body_part: dolText,
  days_lost: dolText,
  days_restrict: dolText,
  narrative: dolText,
  coal_metal_ind: dolText,
})

export default defineOperation({
  name: 'msha-accidents',
  method: 'GET',
  description: 'Mine accidents, injuries and illnesses reported to MSHA (DOL open data), newest first: by mine id, operator name, calendar year, coal or metal/nonmetal and fatalities; mine, operator, date and time, subunit, degree of injury, classification, accident type, occupation, activity, injury source, nature and body part, days lost and the narrative.',
  input: v.object({
    mineId: v.optional(v.pipe(v.string(), v.regex(/^\d{7}$/, 'must be a 7-digit MSHA mine id'), v.description('MSHA mine id'))),
    operator: text(2, 100, 'Words of the operator name'),
    year: integer(2000, 2100, 'Calendar year of the accident'),
    sector: v.optional(v.pipe(v.picklist(['coal', 'metal']), v.description('coal, or metal/nonmetal'))),
    fatal: v.optional(v.pipe(v.boolean(), v.description('Only fatal accidents'))),
    limit: limit(200, 25),
    offset: offset(100_000),
  }),
  upstreams: [dol],
  keywords: ['mine accident', 'mining fatality', 'msha injury report', 'mine safety'],
  // A search without a filter can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['mineId', 'operator', 'year'])
  },
  async handler({ input, upstream }) {
    const result = await dolQuery(upstream(dol), 'MSHA', 'accident', accident, {
      conditions: [
        input.mineId && { field: 'mine_id', operator: 'eq', value: input.mineId },
        input.operator && { field: 'operator_name', operator: 'like', value: contains(input.operator.toUpperCase()) },
        input.year !== undefined && { field: 'cal_yr', operator: 'eq', value: input.year },
        input.sector && { field: 'coal_metal_ind', operator: 'eq', value: input.sector === 'coal' ? 'C' : 'M' },
        // Degree of injury 01 is FATALITY.
        input.fatal !== undefined && { field: 'degree_injury_cd', operator: input.fatal ? 'eq' : 'neq', value: '01' },
      ],
      sortBy: 'accident_dt',
      limit: input.limit,
      offset: input.offset,
    })
    const items = result.rows.map((row) => ({
      documentNo: String(row.document_no),
      mineId: str(row.mine_id),
      operator: str(row.operator_name),
      controller: str(row.controller_name),
      sector: row.coal_metal_ind === 'C' ? 'coal' : row.coal_metal_ind === 'M' ? 'metal' : null,
      accidentDate: day(row.accident_dt),
      accidentTime: str(row.accident_time),
      year: num(row.cal_yr),
      subunit: str(row.subunit),
      degreeOfInjury: str(row.degree_injury),
      classification: str(row.classification),
      accidentType: str(row.accident_type),
      injuries: num(row.no_injuries),
      occupation: str(row.occupation),
      activity: str(row.activity),
      injurySource: str(row.injury_source),
      natureOfInjury: str(row.nature_injury),
      bodyPart: str(row.inj_body_part),
      daysLost: num(row.days_lost),
      daysRestricted: num(row.days_restrict),
      narrative: str(row.narrative),
    }))
    return { ...listAnswer(items, dolSource(result.url), { total: null }), hasMore: result.hasMore }
  },
})
