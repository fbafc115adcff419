import { defineOperation, requireOrder, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { dayBounds, disasterNumberParam, femaList, femaPage, equalFilters } from '../fema/query.ts'
import { openFema } from '../upstreams/fema.ts'
import { dateSpan, stateCode, text } from '../shared/params.ts'
import { FREELY_ASSOCIATED } from '../shared/states.ts'

export default defineOperation({
  name: 'public-assistance',
  cacheTtl: '3h',
  sources: sourcesInWords('OpenFEMA `v2/PublicAssistanceFundedProjectsDetails`'),
  method: 'GET',
  description: 'FEMA Public Assistance funded projects (grants to governments and nonprofits after declared disasters): by disaster, state, county, applicant, damage category (A debris to G parks) and project size; project amount, federal share obligated, total obligated, mitigation amount, obligation dates.',
  input: v.object({
    disasterNumber: disasterNumberParam('FEMA disaster number'),
    state: stateCode('State, D.C., territory or freely associated state postal code, e.g. TX', { also: FREELY_ASSOCIATED }),
    county: text(2, 60, 'County name as FEMA writes it'),
    applicantId: v.optional(v.pipe(v.string(), v.regex(/^[0-9-]{3,20}$/, 'must be a FEMA applicant id such as 201-99201-00'), v.description('FEMA applicant (FIPS-based) id'))),
    damageCategory: v.optional(v.pipe(v.picklist(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'Z']), v.description('A debris, B protective measures, C roads and bridges, D water control, E buildings, F utilities, G parks and recreation, Z management costs'))),
    projectSize: v.optional(v.pipe(v.picklist(['Large', 'Small']), v.description('Large or Small project'))),
    ...dateSpan('Declared'),
    ...femaPage,
  }),
  upstreams: [openFema],
  keywords: ['fema public assistance', 'disaster recovery grants', 'debris removal funding', 'pa projects'],
  // Dates in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOrder(input, 'from', 'to')
  },
  async handler({ input, upstream }) {
    return femaList(upstream(openFema), 'v2', 'PublicAssistanceFundedProjectsDetails', input, {
      filters: [
        ...equalFilters({
          disasterNumber: input.disasterNumber,
          stateAbbreviation: input.state,
          county: input.county,
          applicantId: input.applicantId,
          damageCategoryCode: input.damageCategory,
          projectSize: input.projectSize,
        }),
        ...dayBounds('declarationDate', input.from, input.to),
      ],
      orderBy: 'declarationDate desc',
    })
  },
})
