import { defineOperation, listAnswer, requireOne, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { exclusionsSource, searchExclusions } from '@svc/providers/sam'
import { cage, samLimit, uei } from '../sam/params.ts'
import { samGov } from '@svc/providers/sam'
import { page, stateCode, text } from '../shared/params.ts'

export default defineOperation({
  name: 'exclusions',
  sources: [exclusionsSource],
  method: 'GET',
  description: 'Parties excluded (debarred, suspended, otherwise ineligible) from U.S. federal contracts and assistance, from SAM.gov Exclusions: by name, UEI, CAGE, NPI, classification, excluding agency and state; exclusion type and program, agency, identifiers, address, active and termination dates, status.',
  input: v.object({
    name: text(2, 120, 'Name of the firm or individual'),
    uei,
    cage,
    npi: v.optional(v.pipe(v.string(), v.regex(/^\d{10}$/, 'must be a 10-digit NPI'), v.description('National Provider Identifier'))),
    classification: v.optional(v.pipe(v.picklist(['Firm', 'Individual', 'Vessel', 'Special Entity Designation']), v.description('Kind of party'))),
    agency: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z0-9]{2,6}$/, 'must be an excluding agency code such as HHS or DOJ'), v.description('Excluding agency code'))),
    state: stateCode('State of the address'),
    limit: samLimit,
    page: page(1000),
  }),
  upstreams: [samGov],
  keywords: ['debarred contractor', 'suspended from federal contracts', 'sam exclusion check', 'excluded parties list'],
  // A search without a filter can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['name', 'uei', 'cage', 'npi', 'agency'])
  },
  async handler({ input, upstream }) {
    const result = await searchExclusions(upstream(samGov), {
      exclusionName: input.name, ueiSAM: input.uei, cageCode: input.cage, npi: input.npi, classification: input.classification, excludingAgencyCode: input.agency, stateProvince: input.state,
    }, { size: input.limit, page: input.page - 1 })
    return listAnswer(result.items, sourceOf(samGov, result.url), { total: result.total })
  },
})
