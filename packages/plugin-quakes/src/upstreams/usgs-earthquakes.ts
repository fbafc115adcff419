import { defineUpstream, usGovernmentWork } from '@svc/core'

/** USGS Earthquake Hazards Program: FDSN event web service (ComCat). No key. */
export const usgsEarthquakes = defineUpstream({
  id: 'usgs-earthquakes',
  name: 'USGS Earthquake Hazards Program (ComCat)',
  baseUrl: 'https://earthquake.usgs.gov',
  docsUrl: 'https://earthquake.usgs.gov/fdsnws/event/1/',
  ...usGovernmentWork({ data: 'USGS-authored information', url: 'https://www.usgs.gov/information-policies-and-instructions/copyrights-and-credits', attribution: 'Earthquake data courtesy of the U.S. Geological Survey' }),
  // No request rate is published; a query may match at most 20,000 events (400 past it).
  timeoutMs: 20_000,
})
