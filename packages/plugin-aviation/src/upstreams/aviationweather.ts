import { defineUpstream } from '@svc/core'

/** NOAA's Aviation Weather Center Data API: METAR, TAF, AIRMET/SIGMET as JSON; no key. */
export const aviationWeather = defineUpstream({
  id: 'aviationweather',
  name: 'NOAA Aviation Weather Center (aviationweather.gov Data API)',
  baseUrl: 'https://aviationweather.gov',
  docsUrl: 'https://aviationweather.gov/data/api/',
  license: 'Public domain (U.S. government work, NOAA/NWS)',
  timeoutMs: 15_000,
  // The Data API asks clients to stay under 100 requests a minute.
  concurrency: 4,
})
