import { defineUpstream, usGovernmentWork } from '@svc/core'

/**
 * The USGS Water Data OGC APIs (https://api.waterdata.usgs.gov/docs/ogcapi): GeoJSON collections of continuous (15-minute)
 * values, their latest values and monitoring locations. They replace USGS Water Services (waterservices.usgs.gov), which
 * is scheduled for decommissioning in the first quarter of 2027 (https://waterdata.usgs.gov/blog/api-waterservices-decom/).
 * An API key (`X-Api-Key`) is optional: it raises the limits of anonymous use.
 */
export const usgsWaterData = defineUpstream({
  id: 'usgs-water-data',
  name: 'USGS Water Data APIs',
  baseUrl: 'https://api.waterdata.usgs.gov/ogcapi/v0',
  docsUrl: 'https://api.waterdata.usgs.gov/docs/ogcapi',
  key: { required: false, in: 'header', name: 'X-Api-Key', signupUrl: 'https://api.waterdata.usgs.gov/docs/ogcapi' },
  ...usGovernmentWork({ data: 'USGS water data', licenseNote: 'provisional data subject to revision', note: 'provisional data are subject to revision' }),
  timeoutMs: 30_000,
})
