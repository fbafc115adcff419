import { defineUpstream } from '@svc/core'

/** NOAA CO-OPS (Tides and Currents) Data API; no key. */
export const noaaCoops = defineUpstream({
  id: 'noaa-coops',
  name: 'NOAA CO-OPS Tides and Currents',
  baseUrl: 'https://api.tidesandcurrents.noaa.gov',
  docsUrl: 'https://api.tidesandcurrents.noaa.gov/api/prod/',
  license: 'Public domain (U.S. government work)',
  // No request rate is published; the API asks callers to name themselves (`application`), which the adapter does.
  terms: {
    url: 'https://tidesandcurrents.noaa.gov/disclaimers.html',
    commercial: { use: 'allowed', note: 'NOAA data are U.S. government works (17 U.S.C. 105), in the public domain' },
  },
  timeoutMs: 20_000,
})
