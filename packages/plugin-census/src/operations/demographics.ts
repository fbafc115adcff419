import { defineOperation, invalidField, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { latestAcsYear, newestPossibleAcsYear, queryAcs, unpublished } from '../acs.ts'
import { basicProfile, PROFILE_VARIABLES } from '../profile.ts'
import { stateFips } from '@svc/providers/us-states'
import { census } from '../upstreams/census.ts'

export default defineOperation({
  name: 'demographics',
  cacheTtl: '7d',
  sources: sourcesInWords('`GET /data/{year}/acs/acs5` (state or county)'),
  method: 'GET',
  description: 'U.S. demographics of a state or county from the Census ACS 5-year estimates: population, median age, household and per-capita income, poverty rate, households, owner-occupancy rate, median home value and gross rent.',
  input: v.object({
    state: v.pipe(v.string(), v.trim(), v.length(2, 'must be 2 characters: a state code such as CA or a FIPS code such as 06'), v.description('2-letter state code or 2-digit FIPS')),
    county: v.optional(v.pipe(v.string(), v.regex(/^\d{3}$/, 'must be a 3-digit county FIPS code such as 037'), v.description('3-digit county FIPS code within the state'))),
    year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2010), v.maxValue(2100), v.description('ACS 5-year vintage (default: the latest published)'))),
  }),
  upstreams: [census],
  keywords: ['population of a state', 'county demographics', 'median income', 'poverty rate', 'american community survey'],
  // A state of no FIPS code, or a vintage not out yet, can only fail: the 400 comes before any 402.
  check: (input) => {
    if (!stateFips(input.state)) throw invalidField('state', `"${input.state}" is not a U.S. state, DC or Puerto Rico code`)
    if (input.year !== undefined && input.year > newestPossibleAcsYear()) throw unpublished(input.year)
  },
  async handler({ input, upstream }) {
    const fips = stateFips(input.state)!
    const year = input.year ?? latestAcsYear()
    const row = await queryAcs(upstream(census), {
      year,
      variables: PROFILE_VARIABLES,
      ...(input.county ? { for: `county:${input.county}`, in: `state:${fips}` } : { for: `state:${fips}` }),
    })
    return lookupAnswer({ name: row.name, stateFips: fips, countyFips: input.county ?? null, year, ...basicProfile(row) }, sourceOf(census, row.url))
  },
})
