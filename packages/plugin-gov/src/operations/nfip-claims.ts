import { defineOperation, optionalText, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { dayBounds, femaList, femaPage, equalFilters } from '../fema/query.ts'
import { openFema } from '../upstreams/fema.ts'
import { filtersAndDateOrder } from '../shared/input.ts'
import { dateSpan, stateCode } from '../shared/params.ts'

export default defineOperation({
  name: 'nfip-claims',
  cacheTtl: '3h',
  sources: sourcesInWords('OpenFEMA `v2/FimaNfipClaims`'),
  method: 'GET',
  description: 'National Flood Insurance Program (NFIP) redacted claims (FEMA): by state, county, ZIP code, flood zone, named flood event and date of loss; amounts paid on building, contents and ICC, damage, coverage, water depth, occupancy, elevation and construction details.',
  input: v.object({
    state: stateCode(),
    countyFips: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'must be a 5-digit county FIPS code'), v.description('County FIPS code'))),
    zip: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'must be a 5-digit ZIP code'), v.description('Reported ZIP code'))),
    floodZone: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z0-9]{1,4}$/, 'must be a flood zone such as AE, VE, X'), v.description('Rated flood zone'))),
    floodEvent: optionalText(3, 80, 'Named flood event as FEMA writes it, e.g. Hurricane Harvey'),
    ...dateSpan('Loss'),
    ...femaPage,
  }),
  upstreams: [openFema],
  keywords: ['flood insurance claims', 'nfip claim', 'flood damage payouts', 'flood history zip'],
  check: filtersAndDateOrder(['state', 'countyFips', 'zip', 'floodEvent']),
  async handler({ input, upstream }) {
    return femaList(upstream(openFema), 'v2', 'FimaNfipClaims', input, {
      filters: [
        ...equalFilters({ state: input.state, countyCode: input.countyFips, reportedZipCode: input.zip, ratedFloodZone: input.floodZone, floodEvent: input.floodEvent }),
        ...dayBounds('dateOfLoss', input.from, input.to),
      ],
      orderBy: 'dateOfLoss desc',
    })
  },
})
