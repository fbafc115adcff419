import { defineUpstream, usGovernmentWork } from '@svc/core'

/** USGS Water Services: NWIS instantaneous values (WaterML 2 JSON); no key. */
export const usgsWater = defineUpstream({
  id: 'usgs-water',
  name: 'USGS Water Services (National Water Information System)',
  baseUrl: 'https://waterservices.usgs.gov',
  docsUrl: 'https://waterservices.usgs.gov/docs/instantaneous-values/',
  license: 'Public domain (U.S. government work); provisional data subject to revision',
  terms: usGovernmentWork('USGS water data', "provisional data are subject to revision"),
  timeoutMs: 30_000,
})
