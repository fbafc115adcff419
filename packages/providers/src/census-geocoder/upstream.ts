import { defineUpstream, usGovernmentWork } from '@svc/core'

/**
 * US Census Bureau Geocoder (TIGER address ranges): US addresses and points, no key. One definition for every
 * group that asks it (geocode.address, gov.district, gov.representatives), exported with its request as
 * `@svc/providers/census-geocoder`; the geographies lookups are the slow ones, hence the timeout.
 */
export const censusGeocoder = defineUpstream({
  id: 'census-geocoder',
  name: 'US Census Bureau Geocoder',
  baseUrl: 'https://geocoding.geo.census.gov',
  docsUrl: 'https://geocoding.geo.census.gov/geocoder/Geocoding_Services_API.html',
  ...usGovernmentWork({ data: 'Census Bureau geocoding data' }),
  timeoutMs: 30_000,
})
