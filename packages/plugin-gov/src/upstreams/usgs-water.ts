import { defineUpstream, usGovernmentWork } from '@svc/core'

/** USGS Water Services: NWIS instantaneous values (WaterML 2 JSON); no key. */
export const usgsWater = defineUpstream({
  id: 'usgs-water',
  name: 'USGS Water Services (National Water Information System)',
  baseUrl: 'https://waterservices.usgs.gov',
  docsUrl: 'https://waterservices.usgs.gov/docs/instantaneous-values/',
  ...usGovernmentWork({ data: 'USGS water data', licenseNote: 'provisional data subject to revision', note: 'provisional data are subject to revision' }),
  timeoutMs: 30_000,
})
