import { defineUpstream } from '@svc/core'

/** USGS Earthquake Hazards Program: FDSN event web service (ComCat). No key. */
export const usgsEarthquakes = defineUpstream({
  id: 'usgs-earthquakes',
  name: 'USGS Earthquake Hazards Program (ComCat)',
  baseUrl: 'https://earthquake.usgs.gov',
  docsUrl: 'https://earthquake.usgs.gov/fdsnws/event/1/',
  license: 'Public domain (U.S. government work)',
  timeoutMs: 20_000,
})
