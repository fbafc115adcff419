import { defineOperation, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { latestAcsYear, percent, queryAcs, sum } from '../acs.ts'
import { basicProfile, PROFILE_VARIABLES } from '../profile.ts'
import { census } from '../upstreams/census.ts'

/** Detailed-table variables beyond the basic profile. */
const ZIP_VARIABLES = [
  'B11001_002E', 'B11001_003E', 'B11001_007E', 'B11001_008E', // family, married-couple, nonfamily households, living alone
  'B03002_001E', 'B03002_003E', 'B03002_004E', 'B03002_005E', 'B03002_006E', 'B03002_007E', 'B03002_008E', 'B03002_009E', 'B03002_012E', // race and Hispanic origin
  'B15003_001E', 'B15003_017E', 'B15003_018E', 'B15003_019E', 'B15003_020E', 'B15003_021E', 'B15003_022E', 'B15003_023E', 'B15003_024E', 'B15003_025E', // education, 25 and over
  'B23025_001E', 'B23025_002E', 'B23025_003E', 'B23025_004E', 'B23025_005E', // employment status, 16 and over
] as const

export default defineOperation({
  name: 'zipcode',
  cacheTtl: '7d',
  sources: sourcesInWords('`GET /data/{year}/acs/acs5` (ZIP code tabulation area)'),
  method: 'GET',
  description: 'Demographics of a U.S. ZIP code (ZCTA) from the Census ACS 5-year estimates: population, age, income, poverty, household composition, race and ethnicity, education, workforce and unemployment, housing, rent and home value.',
  input: v.object({
    zip: v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, 'must be a 5-digit ZIP code'), v.description('5-digit ZIP code')),
  }),
  upstreams: [census],
  keywords: ['zip code demographics', 'neighborhood income', 'zip population', 'unemployment by zip'],
  async handler({ input, upstream }) {
    const year = latestAcsYear()
    const row = await queryAcs(upstream(census), { year, variables: [...PROFILE_VARIABLES, ...ZIP_VARIABLES], for: `zip code tabulation area:${input.zip}` })
    const value = (name: string) => row.values[name] ?? null
    const households = value('B11001_001E')
    const race = value('B03002_001E')
    const adults = value('B15003_001E')
    const civilianLabor = value('B23025_003E')
    const profile = basicProfile(row)
    return lookupAnswer({
      zip: input.zip,
      name: row.name,
      year,
      population: profile.population,
      medianAge: profile.medianAge,
      income: { medianHousehold: profile.medianHouseholdIncome, perCapita: profile.perCapitaIncome, povertyRate: profile.povertyRate },
      households: {
        total: households,
        familyPct: percent(value('B11001_002E'), households),
        marriedCouplePct: percent(value('B11001_003E'), households),
        nonfamilyPct: percent(value('B11001_007E'), households),
        livingAlonePct: percent(value('B11001_008E'), households),
      },
      raceEthnicity: {
        whiteNonHispanicPct: percent(value('B03002_003E'), race),
        blackNonHispanicPct: percent(value('B03002_004E'), race),
        nativeAmericanNonHispanicPct: percent(value('B03002_005E'), race),
        asianNonHispanicPct: percent(value('B03002_006E'), race),
        pacificIslanderNonHispanicPct: percent(value('B03002_007E'), race),
        otherNonHispanicPct: percent(value('B03002_008E'), race),
        twoOrMoreNonHispanicPct: percent(value('B03002_009E'), race),
        hispanicPct: percent(value('B03002_012E'), race),
      },
      education: {
        population25Plus: adults,
        highSchoolOrHigherPct: percent(sum(value('B15003_017E'), value('B15003_018E'), value('B15003_019E'), value('B15003_020E'), value('B15003_021E'), value('B15003_022E'), value('B15003_023E'), value('B15003_024E'), value('B15003_025E')), adults),
        bachelorsOrHigherPct: percent(sum(value('B15003_022E'), value('B15003_023E'), value('B15003_024E'), value('B15003_025E')), adults),
        graduateDegreePct: percent(sum(value('B15003_023E'), value('B15003_024E'), value('B15003_025E')), adults),
      },
      workforce: {
        population16Plus: value('B23025_001E'),
        laborForceParticipationPct: percent(value('B23025_002E'), value('B23025_001E')),
        employed: value('B23025_004E'),
        unemployed: value('B23025_005E'),
        unemploymentRate: percent(value('B23025_005E'), civilianLabor),
      },
      housing: { ownerOccupancyRate: profile.ownerOccupancyRate, medianHomeValue: profile.medianHomeValue, medianGrossRent: profile.medianGrossRent },
    }, sourceOf(census, row.url))
  },
})
