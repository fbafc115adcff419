import { defineUpstream, usGovernmentWork } from '@svc/core'

/**
 * The USGS Water Data OGC APIs (https://api.waterdata.usgs.gov/docs/ogcapi): GeoJSON collections of continuous (mostly
 * 15-minute) values, their latest values, monitoring locations and time-series metadata. They replace USGS Water Services
 * (waterservices.usgs.gov), scheduled for decommissioning in the first quarter of 2027
 * (https://waterdata.usgs.gov/blog/api-waterservices-decom/). The key is an api.data.gov key, optional: it raises the
 * anonymous limits (https://api.waterdata.usgs.gov/docs/ogcapi/keys).
 */
export const usgsWaterData = defineUpstream({
  id: 'usgs-water-data',
  name: 'USGS Water Data APIs',
  baseUrl: 'https://api.waterdata.usgs.gov/ogcapi/v0',
  docsUrl: 'https://api.waterdata.usgs.gov/docs/ogcapi',
  key: { required: false, in: 'header', name: 'X-Api-Key', signupUrl: 'https://api.waterdata.usgs.gov/signup/' },
  // The keys page names no number, only the X-RateLimit-Limit header (its example: 1000); api.data.gov's default for a
  // signed-up key is 1,000 requests a rolling hour. The anonymous limit is not published, so it is not declared.
  quota: { withKey: { requests: 1000, perSeconds: 3600 }, url: 'https://api.waterdata.usgs.gov/docs/ogcapi/keys' },
  ...usGovernmentWork({ data: 'USGS water data', licenseNote: 'provisional data subject to revision', note: 'provisional data are subject to revision' }),
  timeoutMs: 30_000,
})
