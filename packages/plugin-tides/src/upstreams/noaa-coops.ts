import { defineUpstream } from '@svc/core'

/** NOAA CO-OPS (Tides and Currents) Data API; no key. */
export const noaaCoops = defineUpstream({
  id: 'noaa-coops',
  name: 'NOAA CO-OPS Tides and Currents',
  baseUrl: 'https://api.tidesandcurrents.noaa.gov',
  docsUrl: 'https://api.tidesandcurrents.noaa.gov/api/prod/',
  license: 'Public domain (U.S. government work)',
  timeoutMs: 20_000,
})
