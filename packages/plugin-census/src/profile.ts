import { percent, type AcsRow } from './acs.ts'

/** Detailed-table variables of the basic profile both operations answer. */
export const PROFILE_VARIABLES = [
  'B01003_001E', // total population
  'B01002_001E', // median age
  'B19013_001E', // median household income (inflation-adjusted dollars of the year)
  'B19301_001E', // per-capita income
  'B17001_001E', // population for whom poverty status is determined
  'B17001_002E', // ... with income below the poverty level
  'B11001_001E', // households
  'B25003_001E', // occupied housing units
  'B25003_002E', // ... owner occupied
  'B25077_001E', // median home value (owner-occupied units)
  'B25064_001E', // median gross rent
] as const

export function basicProfile(row: AcsRow) {
  const value = row.values
  return {
    population: value.B01003_001E ?? null,
    medianAge: value.B01002_001E ?? null,
    medianHouseholdIncome: value.B19013_001E ?? null,
    perCapitaIncome: value.B19301_001E ?? null,
    povertyRate: percent(value.B17001_002E ?? null, value.B17001_001E ?? null),
    households: value.B11001_001E ?? null,
    ownerOccupancyRate: percent(value.B25003_002E ?? null, value.B25003_001E ?? null),
    medianHomeValue: value.B25077_001E ?? null,
    medianGrossRent: value.B25064_001E ?? null,
  }
}
