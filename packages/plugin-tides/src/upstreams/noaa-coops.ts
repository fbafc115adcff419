import { defineUpstream, usGovernmentWork } from '@svc/core'

/** NOAA CO-OPS (Tides and Currents) Data API; no key. */
export const noaaCoops = defineUpstream({
  id: 'noaa-coops',
  name: 'NOAA CO-OPS Tides and Currents',
  baseUrl: 'https://api.tidesandcurrents.noaa.gov',
  docsUrl: 'https://api.tidesandcurrents.noaa.gov/api/prod/',
  ...usGovernmentWork({ data: 'NOAA tides and currents data', url: 'https://tidesandcurrents.noaa.gov/disclaimers.html' }),
  // No request rate is published; the API asks callers to name themselves (`application`), which the adapter does.
  timeoutMs: 20_000,
})
