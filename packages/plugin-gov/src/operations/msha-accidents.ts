import { defineOperation, requireOne, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { contains, dolList, dolPage } from '../dol/query.ts'
import { mshaAccident, mshaAccidentItem } from '../dol/msha-accident.ts'
import { dol } from '../upstreams/dol.ts'
import { integer, text } from '../shared/params.ts'

export default defineOperation({
  name: 'msha-accidents',
  cacheTtl: '12h',
  sources: sourcesInWords('DOL open data `GET /v4/get/MSHA/accident/json`'),
  method: 'GET',
  description: 'Mine accidents, injuries and illnesses reported to MSHA (DOL open data), newest first: by mine id, operator name, calendar year, coal or metal/nonmetal and fatalities; mine, operator, date and time, subunit, degree of injury, classification, accident type, occupation, activity, injury source, nature and body part, days lost and the narrative.',
  input: v.object({
    mineId: v.optional(v.pipe(v.string(), v.regex(/^\d{7}$/, 'must be a 7-digit MSHA mine id'), v.description('MSHA mine id'))),
    operator: text(2, 100, 'Words of the operator name'),
    year: integer(2000, 2100, 'Calendar year of the accident'),
    sector: v.optional(v.pipe(v.picklist(['coal', 'metal']), v.description('coal, or metal/nonmetal'))),
    fatal: v.optional(v.pipe(v.boolean(), v.description('Only fatal accidents'))),
    ...dolPage,
  }),
  upstreams: [dol],
  keywords: ['mine accident', 'mining fatality', 'msha injury report', 'mine safety'],
  // A search without a filter can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['mineId', 'operator', 'year'])
  },
  async handler({ input, upstream }) {
    return dolList(upstream(dol), 'MSHA', 'accident', mshaAccident, {
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
    }, mshaAccidentItem)
  },
})
