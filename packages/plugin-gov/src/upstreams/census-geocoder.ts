import { defineUpstream } from '@svc/core'

/** U.S. Census Bureau geocoder (geographies of an address or point); no key. */
export const censusGeocoder = defineUpstream({
  id: 'census-geocoder',
  name: 'U.S. Census Bureau Geocoder',
  baseUrl: 'https://geocoding.geo.census.gov',
  docsUrl: 'https://geocoding.geo.census.gov/geocoder/Geocoding_Services_API.html',
  license: 'Public domain (U.S. government work)',
  timeoutMs: 30_000,
})
