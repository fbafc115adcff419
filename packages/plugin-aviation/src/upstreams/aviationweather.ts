import { defineUpstream, userAgent, usGovernmentWork } from '@svc/core'

/** NOAA's Aviation Weather Center Data API: METAR, TAF, AIRMET/SIGMET as JSON; no key. */
export const aviationWeather = defineUpstream({
  id: 'aviationweather',
  name: 'NOAA Aviation Weather Center (aviationweather.gov Data API)',
  baseUrl: 'https://aviationweather.gov',
  docsUrl: 'https://aviationweather.gov/data/api/',
  ...usGovernmentWork({ data: 'NOAA/NWS information', agency: 'NOAA/NWS', url: 'https://www.weather.gov/disclaimer' }),
  // The Data API page asks for a custom User-Agent naming the client.
  headers: { 'user-agent': userAgent('svc-plugin-aviation') },
  concurrency: 4,
  // The Data API page limits clients to 100 requests a minute; past it they may be blocked.
  quota: { withoutKey: { requests: 100, perSeconds: 60 }, url: 'https://aviationweather.gov/data/api/' },
})
