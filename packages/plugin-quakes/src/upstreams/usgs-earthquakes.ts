import { defineUpstream } from '@svc/core'

/** USGS Earthquake Hazards Program: FDSN event web service (ComCat). No key. */
export const usgsEarthquakes = defineUpstream({
  id: 'usgs-earthquakes',
  name: 'USGS Earthquake Hazards Program (ComCat)',
  baseUrl: 'https://earthquake.usgs.gov',
  docsUrl: 'https://earthquake.usgs.gov/fdsnws/event/1/',
  license: 'Public domain (U.S. government work)',
  // No request rate is published; a query may match at most 20,000 events (400 past it).
  terms: {
    url: 'https://www.usgs.gov/information-policies-and-instructions/copyrights-and-credits',
    commercial: { use: 'allowed', note: 'USGS-authored information is in the U.S. public domain' },
    attribution: { text: 'Earthquake data courtesy of the U.S. Geological Survey' },
  },
  timeoutMs: 20_000,
})
