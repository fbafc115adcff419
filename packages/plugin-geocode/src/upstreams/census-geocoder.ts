import { defineUpstream } from '@svc/core'

/** US Census Bureau Geocoder (TIGER address ranges); US addresses only, no key. */
export const censusGeocoder = defineUpstream({
  id: 'census-geocoder',
  name: 'US Census Bureau Geocoder',
  baseUrl: 'https://geocoding.geo.census.gov',
  docsUrl: 'https://geocoding.geo.census.gov/geocoder/Geocoding_Services_API.html',
  license: 'Public domain (U.S. government work)',
  timeoutMs: 20_000,
})
